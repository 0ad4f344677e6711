import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form, FormProblem, RegisteredField } from './form';

function EmailForm({ onValid, problem = null }: { onValid: (values: { email: string }) => void; problem?: string | null }) {
  const form = useForm({ defaultValues: { email: '' } });
  return (
    <Form form={form} onValid={onValid} aria-label="Sign up">
      <RegisteredField
        label="Email"
        hint="For your confirmation"
        registration={form.register('email', { validate: (value) => value.includes('@') || 'Enter an e-mail address.' })}
      >
        {(control) => <input {...control} type="email" />}
      </RegisteredField>
      <FormProblem problem={problem} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form', () => {
  it('checks by its rules, not the browser: a refused value is marked, described by its reason and focused; nothing is sent', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<EmailForm onValid={onValid} />);
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('novalidate');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('For your confirmation Enter an e-mail address.');
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('gives the values once every rule passes, and the reason goes', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<EmailForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ email: 'amelia@example.com' }, expect.anything());
    expect(screen.queryByText('Enter an e-mail address.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it("announces a problem that is the whole form's", () => {
    render(<EmailForm onValid={vi.fn()} problem="This account has no staff access." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This account has no staff access.');
  });
});
