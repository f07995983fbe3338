// Date ranges as people write them in resumes and profiles (several countries, layouts and languages,
// some German), with what they say: the first and last date (year, or year-month) and whether the range
// runs to the present. `npm run eval -- dates` reads them with every date-range reader in src/.
// DATE_RANGES_HELD is never tuned on: measured at the start and at the end only.

export type DateRangeCase = {
  text: string
  start: string
  /** '' when the range runs to the present or names one date. */
  end: string
  isCurrent: boolean
}

export const DATE_RANGES: readonly DateRangeCase[] = [
  { text: 'March 2020 - Present', start: '2020-03', end: '', isCurrent: true },
  { text: 'Jan 2018 – Dec 2019', start: '2018-01', end: '2019-12', isCurrent: false },
  { text: '06/2017 – 02/2020', start: '2017-06', end: '2020-02', isCurrent: false },
  { text: '2015 - 2016', start: '2015', end: '2016', isCurrent: false },
  { text: '2020-03 – 2022-11', start: '2020-03', end: '2022-11', isCurrent: false },
  { text: '2019-09 to now', start: '2019-09', end: '', isCurrent: true },
  { text: 'März 2015 bis Dezember 2018', start: '2015-03', end: '2018-12', isCurrent: false },
  { text: '04/2019 bis heute', start: '2019-04', end: '', isCurrent: true },
  { text: 'seit 10.2021', start: '2021-10', end: '', isCurrent: true },
  { text: 'Okt. 2019 – heute', start: '2019-10', end: '', isCurrent: true },
  { text: '03.2016 - 12.2018', start: '2016-03', end: '2018-12', isCurrent: false },
  { text: 'Februar 2014 – Juli 2016', start: '2014-02', end: '2016-07', isCurrent: false },
  { text: 'février 2017 – août 2019', start: '2017-02', end: '2019-08', isCurrent: false },
  { text: 'déc. 2019 - aujourd’hui', start: '2019-12', end: '', isCurrent: true },
  { text: 'juil. 2016 - déc. 2019', start: '2016-07', end: '2019-12', isCurrent: false },
  { text: 'enero 2018 – actualidad', start: '2018-01', end: '', isCurrent: true },
  { text: 'septiembre 2015 a diciembre 2017', start: '2015-09', end: '2017-12', isCurrent: false },
  { text: 'gennaio 2019 – ad oggi', start: '2019-01', end: '', isCurrent: true },
  { text: 'maart 2015 tot juni 2018', start: '2015-03', end: '2018-06', isCurrent: false },
  { text: 'outubro 2020 – atual', start: '2020-10', end: '', isCurrent: true },
  { text: 'Sept. 2021 – Till Date', start: '2021-09', end: '', isCurrent: true },
  { text: 'Since 2021', start: '2021', end: '', isCurrent: true },
  { text: '2012 a 2016', start: '2012', end: '2016', isCurrent: false },
  { text: 'September, 2018 – May, 2021', start: '2018-09', end: '2021-05', isCurrent: false },
  { text: 'Jan 2021 – Current (2 yrs)', start: '2021-01', end: '', isCurrent: true },
]

export const DATE_RANGES_HELD: readonly DateRangeCase[] = [
  { text: 'November 2016 – April 2019', start: '2016-11', end: '2019-04', isCurrent: false },
  { text: '2021-01 - heute', start: '2021-01', end: '', isCurrent: true },
  { text: 'Jänner 2020 – laufend', start: '2020-01', end: '', isCurrent: true },
  { text: '01.2012 – 09.2015', start: '2012-01', end: '2015-09', isCurrent: false },
  { text: 'mai 2018 – septembre 2020', start: '2018-05', end: '2020-09', isCurrent: false },
  { text: 'avril 2021 à aujourd’hui', start: '2021-04', end: '', isCurrent: true },
  { text: 'febrero 2016 hasta marzo 2019', start: '2016-02', end: '2019-03', isCurrent: false },
  { text: 'dicembre 2017 - in corso', start: '2017-12', end: '', isCurrent: true },
  { text: 'Mei 2019 – heden', start: '2019-05', end: '', isCurrent: true },
  { text: 'agosto 2018 – o momento', start: '2018-08', end: '', isCurrent: true },
  { text: '2017 – 2019', start: '2017', end: '2019', isCurrent: false },
  { text: 'Aug 2022 – present · 2 yrs 4 mos', start: '2022-08', end: '', isCurrent: true },
  { text: '2014-06 – 2016-02', start: '2014-06', end: '2016-02', isCurrent: false },
  { text: '12/2020 - dato', start: '2020-12', end: '', isCurrent: true },
  { text: 'Dezember 2019 – Februar 2023', start: '2019-12', end: '2023-02', isCurrent: false },
]
