export async function run({ corpus }: { corpus: string }): Promise<void> {
  console.log(`resume import eval over ${corpus}: not written yet`)
}
