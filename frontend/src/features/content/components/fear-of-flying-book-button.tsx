import { buttonClasses, type ButtonStyle } from '../../../components/ui/button';

export interface BookButtonProps extends ButtonStyle {
  className?: string;
}

/**
 * Placeholder for the course's BOOK YOUR COURSE button: the booking feature replaces it with the button
 * that opens its two-step booking dialog (pages/fear-of-flying-page.tsx passes that one in instead).
 */
export function FearOfFlyingBookButton({ variant = 'primary', size = 'lg', className }: BookButtonProps) {
  return (
    <button type="button" className={buttonClasses({ variant, size }, className)}>
      BOOK YOUR COURSE
    </button>
  );
}
