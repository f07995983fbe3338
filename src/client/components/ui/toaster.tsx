import { TOAST_DURATION_MS } from '#shared/constants.ts'
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '#client/components/ui/toast.tsx'
import { removeToast, useToasts } from '#client/components/ui/use-toast.ts'

export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) removeToast(item.id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
