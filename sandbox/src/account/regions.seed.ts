/** A region of the address forms and its towns (names in Latvian). */
interface RegionSeed {
  readonly code: string;
  readonly name: string;
  /** Towns and parishes; a state city is its own single town. */
  readonly towns: readonly string[];
}

/** The state cities (valstspilsētas) and a selection of municipalities (novadi) of Latvia. */
export const latvianRegions: readonly RegionSeed[] = [
  { code: 'RIGA', name: 'Rīga', towns: ['Rīga'] },
  { code: 'DAUGAVPILS', name: 'Daugavpils', towns: ['Daugavpils'] },
  { code: 'JELGAVA', name: 'Jelgava', towns: ['Jelgava'] },
  { code: 'JURMALA', name: 'Jūrmala', towns: ['Jūrmala'] },
  { code: 'LIEPAJA', name: 'Liepāja', towns: ['Liepāja'] },
  { code: 'REZEKNE', name: 'Rēzekne', towns: ['Rēzekne'] },
  { code: 'VENTSPILS', name: 'Ventspils', towns: ['Ventspils'] },
  { code: 'ADAZU_NOVADS', name: 'Ādažu novads', towns: ['Ādaži', 'Carnikava', 'Kadaga'] },
  { code: 'BAUSKAS_NOVADS', name: 'Bauskas novads', towns: ['Bauska', 'Iecava', 'Vecumnieki', 'Rundāle'] },
  { code: 'CESU_NOVADS', name: 'Cēsu novads', towns: ['Cēsis', 'Priekuļi', 'Līgatne', 'Jaunpiebalga'] },
  { code: 'DOBELES_NOVADS', name: 'Dobeles novads', towns: ['Dobele', 'Auce', 'Tērvete'] },
  { code: 'JEKABPILS_NOVADS', name: 'Jēkabpils novads', towns: ['Jēkabpils', 'Aknīste', 'Viesīte'] },
  { code: 'JELGAVAS_NOVADS', name: 'Jelgavas novads', towns: ['Ozolnieki', 'Kalnciems', 'Eleja', 'Svēte'] },
  { code: 'KULDIGAS_NOVADS', name: 'Kuldīgas novads', towns: ['Kuldīga', 'Skrunda', 'Alsunga'] },
  { code: 'MARUPES_NOVADS', name: 'Mārupes novads', towns: ['Mārupe', 'Babīte', 'Piņķi', 'Jaunmārupe'] },
  { code: 'OGRES_NOVADS', name: 'Ogres novads', towns: ['Ogre', 'Ikšķile', 'Ķegums', 'Lielvārde'] },
  { code: 'ROPAZU_NOVADS', name: 'Ropažu novads', towns: ['Ropaži', 'Ulbroka', 'Vangaži', 'Zaķumuiža'] },
  {
    code: 'SIGULDAS_NOVADS',
    name: 'Siguldas novads',
    towns: ['Sigulda', 'Inčukalns', 'Krimulda', 'Mālpils'],
  },
  { code: 'TUKUMA_NOVADS', name: 'Tukuma novads', towns: ['Tukums', 'Kandava', 'Engure', 'Jaunpils'] },
  {
    code: 'VALMIERAS_NOVADS',
    name: 'Valmieras novads',
    towns: ['Valmiera', 'Rūjiena', 'Mazsalaca', 'Strenči'],
  },
];

/** A town's code: its name in upper case without diacritics, e.g. Ķegums → KEGUMS. */
export function townCode(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
}
