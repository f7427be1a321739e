/**
 * The error every layer may throw to answer with a status code and Pleroma's JSON body
 * (PLEROMA-API §1.4); app.ts's error handler sends it as is.
 */

/** An error answered with a status code and a JSON body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'error' in body ? String(body.error) : 'API error')
  }
}

/** 404 `{"error":"Record not found"}` (Mastodon-API fallback for missing records). */
export const notFound = (): ApiError => new ApiError(404, { error: 'Record not found' })

/** 422 with Pleroma's `{"error": message}`. */
export const unprocessable = (message: string): ApiError => new ApiError(422, { error: message })
