/** A list that failed to load: says which, in red, with a Try again that asks once more. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-red-600">
      {what} could not be loaded.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
