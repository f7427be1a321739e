/**
 * The user stream's status codes (s1 §4 "Socket status codes"), apart from the socket machine so
 * that the account scope can hold a status without loading the stream's parsing.
 */
/** Socket status codes of s1 §4: JOINED 1, CLOSED 2, ERROR 3, DISABLED 4, STARTING 5, STARTING_INITIAL 6. */
export const SOCKET_STATUS = {
  JOINED: 1,
  CLOSED: 2,
  ERROR: 3,
  DISABLED: 4,
  STARTING: 5,
  STARTING_INITIAL: 6,
} as const

export type SocketStatus = (typeof SOCKET_STATUS)[keyof typeof SOCKET_STATUS]
