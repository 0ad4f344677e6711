/** Shared look of text inputs and text areas. */
export const fieldClasses =
  'w-full rounded-md border border-navy-200 bg-white px-3 text-base text-navy-900 shadow-xs placeholder:text-navy-400 focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600';
