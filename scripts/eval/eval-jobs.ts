export async function run({ corpus }: { corpus: string }): Promise<void> {
  console.log(`job extraction eval over ${corpus}: not written yet`)
}
