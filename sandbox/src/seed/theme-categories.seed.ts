import { categorySeedOf, type CategorySeed } from './categories.seed.ts';

/** [English, Latvian, Russian] names of the theme collections of the large catalogue. */
const themes: readonly (readonly [string, string, string])[] = [
  ['Dragons', 'Pūķi', 'Драконы'],
  ['Wolves', 'Vilki', 'Волки'],
  ['Bears', 'Lāči', 'Медведи'],
  ['Lynx', 'Lūši', 'Рыси'],
  ['Storks', 'Stārķi', 'Аисты'],
  ['Oaks', 'Ozoli', 'Дубы'],
  ['Pines', 'Priedes', 'Сосны'],
  ['Fruits', 'Augļi', 'Фрукты'],
  ['Cherries', 'Ķirši', 'Вишни'],
  ['Sevens', 'Septītnieki', 'Семёрки'],
  ['Bells', 'Zvani', 'Колокола'],
  ['Coins', 'Monētas', 'Монеты'],
  ['Gems', 'Dārgakmeņi', 'Самоцветы'],
  ['Crowns', 'Kroņi', 'Короны'],
  ['Pearls', 'Pērles', 'Жемчуг'],
  ['Vikings', 'Vikingi', 'Викинги'],
  ['Sirens', 'Sirēnas', 'Сирены'],
  ['Spirits', 'Gari', 'Духи'],
  ['Legends', 'Leģendas', 'Легенды'],
  ['Horizon', 'Horizonts', 'Горизонт'],
  ['Meadow', 'Pļava', 'Луг'],
  ['Honey', 'Medus', 'Мёд'],
  ['Sauna', 'Pirts', 'Баня'],
  ['Midsummer', 'Jāņi', 'Лиго'],
  ['Pharaoh', 'Faraons', 'Фараон'],
  ['Pyramids', 'Piramīdas', 'Пирамиды'],
  ['Runes', 'Rūnas', 'Руны'],
  ['Valkyries', 'Valkīras', 'Валькирии'],
  ['Fjords', 'Fjordi', 'Фьорды'],
  ['Trolls', 'Troļļi', 'Тролли'],
  ['Safari', 'Safari', 'Сафари'],
  ['Pirates', 'Pirāti', 'Пираты'],
  ['Samurai', 'Samuraji', 'Самураи'],
  ['Tigers', 'Tīģeri', 'Тигры'],
  ['Buffalo', 'Bifeļi', 'Бизоны'],
  ['Treasures', 'Dārgumi', 'Сокровища'],
  ['Lighthouse', 'Bāka', 'Маяк'],
  ['Castle', 'Pils', 'Замок'],
  ['Knights', 'Bruņinieki', 'Рыцари'],
  ['Harbour', 'Osta', 'Гавань'],
];

/** The 40 theme collections of the large catalogue: the games whose name holds the theme's word. */
export function themeCategorySeeds(): CategorySeed[] {
  return themes.map(([en, lv, ru]) => {
    const word = new RegExp(`\\b${en}\\b`);
    return categorySeedOf(
      `theme-${en.toLowerCase()}`,
      { lv, en, ru },
      'CASINO,COLLECTIONS',
      (g) => word.test(g.game.gameName),
      { gameCategoryType: 'COLLECTION' },
    );
  });
}
