import { ActionDialog } from '../../../components/ui/action-dialog';
import { formatPence } from '../../../lib/money';
import { useMarkAmountTakenMutation } from '../api/desk-api';

/**
 * What is left to take after staff changed a booking to a dearer experience (docs/product.md, Staff panel: BOOKINGS),
 * with MARK TAKEN once the desk took it by card or cash; nothing when nothing is owed.
 */
export function AmountDue({ booking }: { booking: { id: string; name: string; amountDuePence: number } }) {
  const [markTaken] = useMarkAmountTakenMutation();
  if (booking.amountDuePence === 0) return null;
  const amount = formatPence(booking.amountDuePence);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold text-amber-800">{amount} to take</span>
      <span className="print:hidden">
        <ActionDialog
          opener={{ text: 'MARK TAKEN', label: `Mark ${amount} taken from ${booking.name}` }}
          title="Mark this amount taken?"
          description={`Only once you have taken ${amount} from ${booking.name} by card or cash.`}
          confirm={{ text: 'MARK TAKEN', busy: 'Marking...' }}
          onConfirm={async () => {
            await markTaken(booking.id).unwrap();
            return { title: 'Marked taken', description: `${amount} from ${booking.name}.` };
          }}
        />
      </span>
    </span>
  );
}
