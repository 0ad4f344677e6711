import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('names its control by the label and describes it by the hint', () => {
    render(<FormField label="Full Name" hint="As on your ID">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks a refused value invalid with the reason beside it', () => {
    render(
      <FormField label="Email" hint="For your confirmation" error="Enter an e-mail address such as name@example.com.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For your confirmation Enter an e-mail address such as name@example.com.');
  });
});
