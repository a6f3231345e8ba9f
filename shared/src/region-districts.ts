/**
 * Official city districts (bydeler), by municipality code. Only cities whose division is settled are listed; the
 * spec's other examples have no official bydeler to name.
 */
export const MUNICIPALITY_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  // Oslo: 15 bydeler since 2004 (the spec's '28' is not Oslo's count).
  '0301': [
    'Gamle Oslo',
    'Grünerløkka',
    'Sagene',
    'St. Hanshaugen',
    'Frogner',
    'Ullern',
    'Vestre Aker',
    'Nordre Aker',
    'Bjerke',
    'Grorud',
    'Stovner',
    'Alna',
    'Østensjø',
    'Nordstrand',
    'Søndre Nordstrand',
  ],
  // Bergen
  '4601': ['Arna', 'Bergenhus', 'Fana', 'Fyllingsdalen', 'Laksevåg', 'Ytrebygda', 'Årstad', 'Åsane'],
  // Trondheim
  '5001': ['Midtbyen', 'Østbyen', 'Lerkendal', 'Heimdal'],
  // Stavanger, with Finnøy and Rennesøy since the 2020 merger
  '1103': [
    'Hundvåg',
    'Tasta',
    'Eiganes og Våland',
    'Madla',
    'Storhaug',
    'Hillevåg',
    'Hinna',
    'Finnøy',
    'Rennesøy',
  ],
};
