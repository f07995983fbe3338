import { toast } from '#client/components/ui/use-toast.ts'

/** Copies to the clipboard and says so; when the browser refuses, asks the user to copy by hand. */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available')
    await navigator.clipboard.writeText(text)
    toast({ title: 'Copied!', description: `${what} copied to your clipboard.` })
    return true
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Please manually select and copy the text.',
      variant: 'destructive',
    })
    return false
  }
}
