// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Button } from './Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that does not submit a form unless asked to', () => {
    const onClick = vi.fn();
    renderWithApp(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy is disabled, announces it and keeps its label', () => {
    const onClick = vi.fn();
    renderWithApp(
      <Button type="submit" busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Please wait');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows its busy words instead of the label when given', () => {
    renderWithApp(
      <Button busy busyLabel="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('button').textContent).toContain('Saving…');
    expect(screen.getByRole('button').textContent).not.toContain('Save ');
  });

  it('when not busy carries no aria-busy and can still be disabled', () => {
    renderWithApp(<Button disabled>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button).toHaveProperty('disabled', true);
  });

  it('is a router link with `to`', () => {
    renderWithApp(<Button to="/profile/add-job">Post a job</Button>);
    const link = screen.getByRole('link', { name: 'Post a job' });
    expect(link.getAttribute('href')).toBe('/profile/add-job');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a plain anchor with `href`', () => {
    renderWithApp(
      <Button href="/files/cv.pdf" download variant="secondary">
        Download
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/files/cv.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('says its busy words in the page language', () => {
    renderWithApp(<Button busy>Speichern</Button>, { locale: 'de' });
    expect(screen.getByRole('button').textContent).toContain('Bitte warten');
  });
});
