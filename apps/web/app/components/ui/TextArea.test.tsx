// @vitest-environment happy-dom
import { resources } from '@hushwork/contract/i18n';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { TextArea } from './TextArea.tsx';

afterEach(cleanup);

describe('TextArea', () => {
  it('has 7 rows by default, its label, description and placeholder', () => {
    renderWithApp(<TextArea label="About you" description="Two or three sentences" placeholder="I build…" />);
    const field = screen.getByLabelText('About you');
    expect(field.getAttribute('rows')).toBe('7');
    expect(field.getAttribute('placeholder')).toBe('I build…');
    // Described by exactly its description: the id it points at is the element holding that text.
    const description = screen.getByText('Two or three sentences');
    expect(description.id).not.toBe('');
    expect(field.getAttribute('aria-describedby')).toBe(description.id);
  });

  it('shows only the first validation error and marks the field invalid', () => {
    renderWithApp(<TextArea label="About" errors={['Too short', 'No links']} />);
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    expect(screen.queryByText('No links')).toBeNull();
    expect(screen.getByLabelText('About').getAttribute('aria-invalid')).toBe('true');
  });

  it('highlights AI-generated text with the notice in the page language', () => {
    renderWithApp(<TextArea label="Über mich" isAiGenerated />, { locale: 'de' });
    const field = screen.getByLabelText('Über mich');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      resources.de.Ui.aiGenerated,
    );
    expect(field.className).toContain('bg-brand-soft');
  });

  it('grows with its content when autosize is on', () => {
    renderWithApp(<TextArea label="Grow" autosize onChange={() => {}} />);
    const field = screen.getByLabelText('Grow') as HTMLTextAreaElement;
    Object.defineProperty(field, 'scrollHeight', { value: 480, configurable: true });
    fireEvent.change(field, { target: { value: 'line\n'.repeat(20) } });
    expect(field.style.height).toBe('480px');
  });
});
