import { Gift, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatPence } from '../../../lib/money';
import type { VoucherCheck } from '../api/booking-api';

export interface VoucherFieldProps {
  /** The code applied, as typed; null when none. */
  applied: string | null;
  /** The server's answer for the applied code and the chosen session. */
  result: VoucherCheck | undefined;
  error: unknown;
  checking: boolean;
  /** A code can only be checked against a chosen session. */
  sessionChosen: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * "I have a gift voucher": reveals a code field and Apply. The server says what the voucher covers for
 * the chosen session (checked again when the session or duration changes) or why it cannot be used.
 */
export function VoucherField({ applied, result, error, checking, sessionChosen, onApply, onRemove }: VoucherFieldProps) {
  const ids = { code: useId(), status: useId() };
  const [open, setOpen] = useState(applied !== null);
  const [typed, setTyped] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start px-0 text-navy-700 underline"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <Gift aria-hidden /> I have a gift voucher
      </Button>
    );
  }

  const apply = () => {
    const code = typed.trim();
    if (!code) return setHint('Please enter your voucher code.');
    if (!sessionChosen) return setHint('Choose a session first, then apply your voucher.');
    setHint(null);
    onApply(code);
  };

  return (
    <div className="grid gap-2 rounded-lg border border-navy-200 bg-white p-4">
      <Label htmlFor={ids.code}>Gift voucher code</Label>
      <div className="flex gap-2">
        <Input
          id={ids.code}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the booking form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          placeholder="SKY-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={ids.status}
          className="font-mono uppercase"
        />
        <Button variant="secondary" onClick={apply} disabled={checking}>
          Apply
        </Button>
      </div>
      <div id={ids.status} aria-live="polite" className="text-sm">
        {hint ? <p className="text-red-600">{hint}</p> : null}
        {!hint && applied && checking && !result ? <p className="text-navy-600">Checking your voucher...</p> : null}
        {!hint && applied && error && !checking ? (
          <p role="alert" className="text-red-600">
            {apiErrorMessage(error, 'We could not check that voucher. Please try again.')}
          </p>
        ) : null}
        {!hint && applied && result ? (
          <div className="flex items-start justify-between gap-3 rounded-md bg-emerald-50 p-3 text-emerald-900">
            <p>
              <strong>{result.voucherName}</strong> ({result.code}) covers {formatPence(result.coveredPence)} of{' '}
              {result.sessionName}.{' '}
              {result.toPayPence === 0 ? 'Nothing left to pay.' : `${formatPence(result.toPayPence)} left to pay by card.`}
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Remove voucher"
              onClick={() => {
                setTyped('');
                onRemove();
              }}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
