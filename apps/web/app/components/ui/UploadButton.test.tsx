// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ErrorText, UploadButton } from './UploadButton.tsx';

afterEach(cleanup);

const choose = (input: HTMLInputElement, file: File) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
};

describe('UploadButton', () => {
  it('is named by its words and hands over the chosen file at once', () => {
    const onFile = vi.fn();
    renderWithApp(<UploadButton label="Upload a CV" accept=".pdf" onFile={onFile} />);
    const input = screen.getByLabelText('Upload a CV') as HTMLInputElement;
    expect(input.accept).toBe('.pdf');
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    choose(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('says it is uploading and takes no other file meanwhile', () => {
    renderWithApp(<UploadButton label="Add a photo" accept="image/*" busy onFile={() => {}} />);
    const input = screen.getByLabelText('Uploading…') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.queryByText('Add a photo')).toBeNull();
  });
});

describe('ErrorText', () => {
  it('reads a refusal out when it appears, and shows nothing without one', () => {
    const { rerender } = renderWithApp(<ErrorText message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorText message="The file is too large" />);
    expect(screen.getByRole('alert').textContent).toBe('The file is too large');
  });
});
