// A dated gap in a work history ("Career break", "Elternzeit", "Parental leave", "Gap: travelled"): no job, no employer
// and no title. The importer leaves it out of the work entries; a profile written by hand may hold
// one, and the writing engine then tells it as a gap, never as a post held or an employer.
export const CAREER_BREAK =
  /^(?:career break|career gap|sabbatical|parental leave|maternity leave|paternity leave|family leave|family time|gap year|elternzeit|familienzeit|mutterschutz|sabbatjahr|congé parental|congé maternité|année sabbatique|excedencia|baja maternal|baja por maternidad|año sabático|periodo sabático|período sabático|ano sabático|licença[- ]maternidade|licença parental|ouderschapsverlof|zwangerschapsverlof|sabbatical|(?:gap|break)(?=\s*:))(?![\p{L}])/iu

/** Whether a work entry is a career break: its employer or its title names one. */
export function isCareerBreak(entry: { company: string; role: string }): boolean {
  return CAREER_BREAK.test(entry.company.trim()) || CAREER_BREAK.test(entry.role.trim())
}
