// Draft ids are made in the browser for "Create New Profile" and remade from the typed name.
// They must satisfy the server's rule for new ids: lower-case letters, digits and dashes.

export function randomSuffix(random: () => number = Math.random): string {
  return Array.from(
    { length: 4 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)],
  ).join('')
}

export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

export function generateDraftId(name = '', suffix: string = randomSuffix()): string {
  const slug = slugifyName(name)
  return slug ? `draft-${slug}-${suffix}` : `draft-${Date.now().toString(36)}-${suffix}`
}
