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

/**
 * 500 with the bare JSON string `"Something went wrong"`: the Mastodon-API fallback for a nil or
 * unexpected result (PLEROMA-API §1.4).
 */
export const somethingWentWrong = (): ApiError => new ApiError(500, 'Something went wrong')

/** 500 `{"errors":{"detail":"Internal server error"}}`: a crash in Pleroma (PLEROMA-API §1.1). */
export const internalError = (): ApiError =>
  new ApiError(500, { errors: { detail: 'Internal server error' } })
