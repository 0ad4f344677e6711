/** The `code` of the domain error `run` throws, or 'no error' when it returns normally. */
export function thrownCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
}
