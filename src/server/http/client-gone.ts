/** Aborted when the client goes away before its answer is sent, so abandoned work stops. */
export function clientGone(raw: {
  once: (event: 'close', listener: () => void) => unknown
  writableFinished: boolean
}): AbortSignal {
  const controller = new AbortController()
  raw.once('close', () => {
    if (!raw.writableFinished) controller.abort()
  })
  return controller.signal
}
