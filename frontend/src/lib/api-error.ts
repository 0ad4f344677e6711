/** What a failed API request becomes, and how it reads: no RTK Query here, so code that only reports errors does not download it. */

/** The JSON body of every API error response. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  correlationId: string;
}

/** What a failed request becomes: `message` reads "<status>: <body text or status text>" (docs/product.md, Texts and timings). */
export interface ApiError {
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  message: string;
  /** The server's error body, when it sent one. */
  body?: ApiErrorBody;
}

/**
 * The one place an error becomes the text a person reads: the server's message, a thrown Error's own
 * message (a step that failed in the browser), or the fallback when neither says anything.
 */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = (error as Partial<ApiError> | undefined)?.body?.message;
  if (typeof message === 'string' && message) return message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's stable error code (such as 'BOOKING.PAYMENT_NOT_COMPLETED'), when the request failed with one. */
export function apiErrorCode(error: unknown): string | undefined {
  return (error as Partial<ApiError> | undefined)?.body?.code;
}
