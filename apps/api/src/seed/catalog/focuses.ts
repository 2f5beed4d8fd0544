import type { AgeGroup, Purpose, SkinType } from './taxonomy.ts';
import type { TypeKey } from './product-types.ts';

/**
 * What a series works on: the product types it makes, its actives, the benefit phrases of its titles,
 * the attributes and problem tags of its products, and the sentences of their descriptions.
 */
export type FocusKey =
  | 'hydra'
  | 'antiage'
  | 'lift'
  | 'acne'
  | 'detox'
  | 'bright'
  | 'vitc'
  | 'calm'
  | 'barrier'
  | 'peel'
  | 'sun'
  | 'body'
  | 'bodycare'
  | 'hair';

/**
 * A title ending: "с …" (with), "для …" (for) or "против …" (against). Types whose name already says
 * "для …" only take `with` and `against`. `types` limits a phrase (such as a strong concentration) to
 * the product types it suits.
 */
export interface Qualifier {
  kind: 'with' | 'for' | 'against';
  ru: string;
  uk: string;
  /** INCI the phrase names; the product then contains it. */
  inci?: string[];
  types?: TypeKey[];
}

export interface Formula {
  ru: string;
  uk: string;
  /** INCI names the sentence speaks of. */
  needs: string[];
}

export interface Focus {
  types: TypeKey[];
  actives: string[];
  /** How many actives a product of this focus takes from `actives`. */
  activeCount: [number, number];
  extracts: string[];
  qualifiers: Qualifier[];
  /** Skin types for the skin-type attribute; null where it does not apply (hair). */
  skin: SkinType[] | null;
  purposes: Purpose[];
  ages: AgeGroup[] | null;
  problems: string[];
  /** Never perfumed (sensitive and barrier lines). */
  fragranceFree?: boolean;
  /** Colour of the product's texture in pictures. */
  tint: string;
  /** Sentences about the formula; a product names one and then contains what it names. */
  formulas: Formula[];
  resultRu: string;
  resultUk: string;
  /** Replaces the "suits … skin" sentence where skin types do not apply. */
  suitsRu?: string;
  suitsUk?: string;
  /** A paragraph for the series page. */
  seriesRu: string;
  seriesUk: string;
}

const w = (ru: string, uk: string, inci?: string[], types?: TypeKey[]): Qualifier => ({ kind: 'with', ru, uk, inci, types });
const f = (ru: string, uk: string, types?: TypeKey[]): Qualifier => ({ kind: 'for', ru, uk, types });
const a = (ru: string, uk: string, inci?: string[], types?: TypeKey[]): Qualifier => ({ kind: 'against', ru, uk, inci, types });

const SERUM_LIKE: TypeKey[] = ['serum', 'concentrate', 'ampoules'];

export const FOCUSES: Record<FocusKey, Focus> = {
  hydra: {
    types: ['cleansing-gel', 'micellar', 'tonic', 'mist', 'serum', 'ampoules', 'face-cream', 'gel-cream', 'eye-cream', 'patches', 'mask', 'gel-mask', 'overnight-mask', 'alginate'],
    actives: ['Sodium Hyaluronate', 'Hydrolyzed Hyaluronic Acid', 'Sodium Hyaluronate Crosspolymer', 'Polyglutamic Acid', 'Trehalose', 'Panthenol', 'Ceramide NP', 'Beta-Glucan', 'Ectoin', 'Sodium PCA'],
    activeCount: [2, 4],
    extracts: ['Aloe Barbadensis Leaf Juice', 'Tremella Fuciformis Extract', 'Cucumis Sativus Fruit Extract', 'Camellia Sinensis Leaf Extract', 'Laminaria Digitata Extract'],
    qualifiers: [
      w('с гиалуроновой кислотой', 'з гіалуроновою кислотою', ['Sodium Hyaluronate']),
      w('с трегалозой и бетаином', 'з трегалозою та бетаїном', ['Trehalose', 'Betaine']),
      w('с алоэ вера', 'з алое вера', ['Aloe Barbadensis Leaf Juice']),
      w('с полиглутаминовой кислотой', 'з поліглутаміновою кислотою', ['Polyglutamic Acid']),
      f('для глубокого увлажнения', 'для глибокого зволоження'),
      f('для обезвоженной кожи', 'для зневодненої шкіри'),
    ],
    skin: ['normal', 'dry', 'combination', 'sensitive'],
    purposes: ['moisturising'],
    ages: ['do-25', '25-plus', '35-plus', '45-plus'],
    problems: ['obezvozhennost', 'tusklyy-cvet-lica'],
    tint: '#bfe0f2',
    formulas: [
      {
        ru: 'Гиалуроновая кислота разной молекулярной массы увлажняет кожу на нескольких уровнях: крупные молекулы удерживают влагу на поверхности, мелкие проникают в глубокие слои эпидермиса.',
        uk: 'Гіалуронова кислота різної молекулярної маси зволожує шкіру на кількох рівнях: великі молекули утримують вологу на поверхні, дрібні проникають у глибокі шари епідермісу.',
        needs: ['Sodium Hyaluronate', 'Hydrolyzed Hyaluronic Acid'],
      },
      {
        ru: 'Формула восполняет натуральный увлажняющий фактор и уменьшает трансэпидермальную потерю воды, поэтому ощущение комфорта сохраняется весь день.',
        uk: 'Формула поповнює натуральний зволожувальний фактор і зменшує трансепідермальну втрату води, тому відчуття комфорту зберігається весь день.',
        needs: ['Sodium PCA'],
      },
    ],
    resultRu: 'Кожа становится мягкой и упругой, исчезает ощущение стянутости, мелкие морщинки от обезвоживания разглаживаются.',
    resultUk: 'Шкіра стає м’якою та пружною, зникає відчуття стягнутості, дрібні зморшки від зневоднення розгладжуються.',
    seriesRu: 'Линия создана для кожи, которой не хватает влаги: после перелётов, в отопительный сезон и после агрессивных процедур. Средства легко сочетаются между собой и с любым активным уходом.',
    seriesUk: 'Лінія створена для шкіри, якій бракує вологи: після перельотів, в опалювальний сезон і після агресивних процедур. Засоби легко поєднуються між собою та з будь-яким активним доглядом.',
  },
  antiage: {
    types: ['serum', 'concentrate', 'ampoules', 'face-cream', 'night-cream', 'eye-cream', 'patches', 'mask', 'face-oil', 'overnight-mask'],
    actives: ['Retinol', 'Retinyl Palmitate', 'Bakuchiol', 'Palmitoyl Tripeptide-1', 'Palmitoyl Tetrapeptide-7', 'Acetyl Hexapeptide-8', 'Palmitoyl Pentapeptide-4', 'Adenosine', 'Ubiquinone', 'Resveratrol', 'Sodium Hyaluronate', 'Copper Tripeptide-1'],
    activeCount: [3, 5],
    extracts: ['Panax Ginseng Root Extract', 'Punica Granatum Fruit Extract', 'Ginkgo Biloba Leaf Extract', 'Moringa Oleifera Seed Extract'],
    qualifiers: [
      w('с ретинолом 0,3 %', 'з ретинолом 0,3 %', ['Retinol'], ['serum', 'concentrate', 'night-cream', 'face-cream']),
      w('с пептидами', 'з пептидами', ['Palmitoyl Tripeptide-1', 'Palmitoyl Tetrapeptide-7']),
      w('с бакучиолом', 'з бакучіолом', ['Bakuchiol']),
      w('с коэнзимом Q10', 'з коензимом Q10', ['Ubiquinone']),
      a('против морщин', 'проти зморшок'),
      f('для зрелой кожи', 'для зрілої шкіри'),
    ],
    skin: ['normal', 'dry', 'combination'],
    purposes: ['anti-age'],
    ages: ['35-plus', '45-plus'],
    problems: ['morshchiny', 'poterya-uprugosti'],
    tint: '#f3d6c6',
    formulas: [
      {
        ru: 'Сигнальные пептиды запускают синтез коллагена и эластина, а ретиноиды ускоряют обновление клеток — вместе они работают и с мимическими, и с возрастными морщинами.',
        uk: 'Сигнальні пептиди запускають синтез колагену та еластину, а ретиноїди прискорюють оновлення клітин — разом вони працюють і з мімічними, і з віковими зморшками.',
        needs: ['Palmitoyl Tripeptide-1', 'Retinyl Palmitate'],
      },
      {
        ru: 'Антиоксиданты защищают кожу от фотостарения, а пептидный комплекс поддерживает плотность дермы и чёткость овала лица.',
        uk: 'Антиоксиданти захищають шкіру від фотостаріння, а пептидний комплекс підтримує щільність дерми та чіткість овалу обличчя.',
        needs: ['Resveratrol', 'Palmitoyl Pentapeptide-4'],
      },
    ],
    resultRu: 'Через 4–6 недель морщины становятся менее заметными, кожа — плотнее и ровнее по тону.',
    resultUk: 'Через 4–6 тижнів зморшки стають менш помітними, шкіра — щільнішою та рівнішою за тоном.',
    seriesRu: 'Антивозрастная линия для домашнего ухода и кабинетных протоколов. Концентрации активов подобраны так, чтобы средства можно было применять круглый год.',
    seriesUk: 'Антивікова лінія для домашнього догляду та кабінетних протоколів. Концентрації активів підібрані так, щоб засоби можна було застосовувати цілий рік.',
  },
  lift: {
    types: ['serum', 'ampoules', 'face-cream', 'mask', 'alginate', 'massage-cream', 'massage-oil', 'eye-cream'],
    actives: ['Hydrolyzed Collagen', 'Hydrolyzed Elastin', 'Acetyl Hexapeptide-8', 'Palmitoyl Pentapeptide-4', 'Adenosine', 'Caffeine', 'Sodium Hyaluronate', 'Acetyl Tetrapeptide-5'],
    activeCount: [2, 4],
    extracts: ['Laminaria Digitata Extract', 'Spirulina Platensis Extract', 'Ginkgo Biloba Leaf Extract', 'Panax Ginseng Root Extract'],
    qualifiers: [
      w('с коллагеном и эластином', 'з колагеном та еластином', ['Hydrolyzed Collagen', 'Hydrolyzed Elastin']),
      w('с аргирелином', 'з аргірелином', ['Acetyl Hexapeptide-8']),
      w('со спирулиной', 'зі спіруліною', ['Spirulina Platensis Extract']),
      f('для лифтинга и моделирования', 'для ліфтингу та моделювання'),
      f('для чёткого овала лица', 'для чіткого овалу обличчя'),
    ],
    skin: ['normal', 'dry', 'combination'],
    purposes: ['lifting', 'anti-age'],
    ages: ['35-plus', '45-plus'],
    problems: ['poterya-uprugosti', 'morshchiny'],
    tint: '#f0c9c9',
    formulas: [
      {
        ru: 'Гидролизованные коллаген и эластин создают на коже эластичную плёнку с эффектом мгновенного подтяжения, а пептиды поддерживают собственный синтез белков дермы.',
        uk: 'Гідролізовані колаген та еластин створюють на шкірі еластичну плівку з ефектом миттєвого підтягування, а пептиди підтримують власний синтез білків дерми.',
        needs: ['Hydrolyzed Collagen', 'Hydrolyzed Elastin'],
      },
      {
        ru: 'Кофеин и экстракты водорослей улучшают микроциркуляцию и лимфодренаж, уменьшая отёчность и возвращая лицу чёткие контуры.',
        uk: 'Кофеїн та екстракти водоростей покращують мікроциркуляцію й лімфодренаж, зменшуючи набряклість і повертаючи обличчю чіткі контури.',
        needs: ['Caffeine', 'Laminaria Digitata Extract'],
      },
    ],
    resultRu: 'Уже после первой процедуры кожа выглядит подтянутой, а курс делает овал лица заметно чётче.',
    resultUk: 'Уже після першої процедури шкіра виглядає підтягнутою, а курс робить овал обличчя помітно чіткішим.',
    seriesRu: 'Линия для лифтинг-процедур в кабинете и поддерживающего домашнего ухода. Подходит для массажных и аппаратных протоколов.',
    seriesUk: 'Лінія для ліфтинг-процедур у кабінеті та підтримувального домашнього догляду. Підходить для масажних та апаратних протоколів.',
  },
  acne: {
    types: ['cleansing-gel', 'cleansing-foam', 'tonic', 'serum', 'concentrate', 'gel-cream', 'fluid', 'clay-mask', 'spot-gel', 'peel'],
    actives: ['Salicylic Acid', 'Azelaic Acid', 'Niacinamide', 'Zinc PCA', 'Mandelic Acid', 'Gluconolactone', 'Sulfur', 'Allantoin', 'Panthenol'],
    activeCount: [2, 4],
    extracts: ['Melaleuca Alternifolia Leaf Oil', 'Hamamelis Virginiana Leaf Extract', 'Salix Alba Bark Extract', 'Salvia Officinalis Leaf Extract', 'Camellia Sinensis Leaf Extract'],
    qualifiers: [
      w('с салициловой кислотой 2 %', 'із саліциловою кислотою 2 %', ['Salicylic Acid'], ['cleansing-gel', 'tonic', 'serum', 'spot-gel', 'concentrate']),
      w('с цинком и ниацинамидом', 'з цинком і ніацинамідом', ['Zinc PCA', 'Niacinamide']),
      w('с маслом чайного дерева', 'з олією чайного дерева', ['Melaleuca Alternifolia Leaf Oil']),
      w('с азелаиновой кислотой', 'з азелаїновою кислотою', ['Azelaic Acid'], ['serum', 'gel-cream', 'fluid', 'spot-gel', 'concentrate']),
      f('для проблемной кожи', 'для проблемної шкіри'),
      a('против несовершенств', 'проти недосконалостей'),
    ],
    skin: ['oily', 'combination', 'problem'],
    purposes: ['anti-acne'],
    ages: ['do-25', '25-plus'],
    problems: ['akne', 'postakne', 'rasshirennye-pory'],
    tint: '#cfe6c6',
    formulas: [
      {
        ru: 'Салициловая кислота растворяет кожное сало в порах, цинк регулирует его выработку, а ниацинамид уменьшает воспаление и следы постакне.',
        uk: 'Саліцилова кислота розчиняє шкірне сало в порах, цинк регулює його вироблення, а ніацинамід зменшує запалення та сліди постакне.',
        needs: ['Salicylic Acid', 'Zinc PCA', 'Niacinamide'],
      },
      {
        ru: 'Формула действует на все звенья появления акне: избыток себума, закупорку пор, бактерии и воспаление — и при этом не пересушивает кожу.',
        uk: 'Формула діє на всі ланки появи акне: надлишок себуму, закупорювання пор, бактерії та запалення — і при цьому не пересушує шкіру.',
        needs: [],
      },
    ],
    resultRu: 'Воспаления проходят быстрее, новых высыпаний становится меньше, поры выглядят чище, а кожа остаётся матовой дольше.',
    resultUk: 'Запалення минають швидше, нових висипань стає менше, пори виглядають чистішими, а шкіра довше залишається матовою.',
    seriesRu: 'Линия для жирной и проблемной кожи любого возраста. Средства можно сочетать с кабинетными чистками и пилингами.',
    seriesUk: 'Лінія для жирної та проблемної шкіри будь-якого віку. Засоби можна поєднувати з кабінетними чистками та пілінгами.',
  },
  detox: {
    types: ['cleansing-gel', 'cleansing-foam', 'micellar', 'tonic', 'clay-mask', 'enzyme-powder', 'face-scrub', 'ultrasound-gel'],
    actives: ['Charcoal Powder', 'Zinc PCA', 'Niacinamide', 'Salicylic Acid', 'Kaolin', 'Lactobacillus Ferment', 'Allantoin'],
    activeCount: [2, 3],
    extracts: ['Spirulina Platensis Extract', 'Laminaria Digitata Extract', 'Hamamelis Virginiana Leaf Extract', 'Moringa Oleifera Seed Extract', 'Camellia Sinensis Leaf Extract'],
    qualifiers: [
      w('с активированным углём', 'з активованим вугіллям', ['Charcoal Powder']),
      w('с белой глиной', 'з білою глиною', ['Kaolin']),
      w('с морингой и спирулиной', 'з морингою та спіруліною', ['Moringa Oleifera Seed Extract', 'Spirulina Platensis Extract']),
      f('для глубокого очищения пор', 'для глибокого очищення пор'),
      f('для жирной кожи', 'для жирної шкіри'),
    ],
    skin: ['oily', 'combination', 'normal', 'problem'],
    purposes: ['cleansing'],
    ages: ['do-25', '25-plus', '35-plus'],
    problems: ['rasshirennye-pory', 'tusklyy-cvet-lica'],
    tint: '#d9dcd6',
    formulas: [
      {
        ru: 'Глины и активированный уголь работают как магнит: вытягивают из пор загрязнения, частицы смога и излишки себума.',
        uk: 'Глини та активоване вугілля працюють як магніт: витягують із пор забруднення, частинки смогу й надлишок себуму.',
        needs: ['Kaolin', 'Charcoal Powder'],
      },
      {
        ru: 'Экстракты водорослей и моринги защищают кожу от загрязнённого городского воздуха и освежают цвет лица.',
        uk: 'Екстракти водоростей і моринги захищають шкіру від забрудненого міського повітря та освіжають колір обличчя.',
        needs: ['Laminaria Digitata Extract', 'Moringa Oleifera Seed Extract'],
      },
    ],
    resultRu: 'Поры становятся чище и менее заметными, кожа — свежей, гладкой и матовой.',
    resultUk: 'Пори стають чистішими та менш помітними, шкіра — свіжою, гладенькою й матовою.',
    seriesRu: 'Детокс-линия для городской кожи: очищение, сужение пор и защита от загрязнений. Подходит для подготовки кожи к чисткам и пилингам.',
    seriesUk: 'Детокс-лінія для міської шкіри: очищення, звуження пор і захист від забруднень. Підходить для підготовки шкіри до чисток і пілінгів.',
  },
  bright: {
    types: ['tonic', 'serum', 'concentrate', 'ampoules', 'face-cream', 'night-cream', 'mask', 'peel', 'spot-gel'],
    actives: ['Alpha-Arbutin', 'Tranexamic Acid', 'Kojic Acid', 'Niacinamide', 'Ascorbyl Glucoside', 'Glutathione', '3-O-Ethyl Ascorbic Acid', 'Lactic Acid', 'Phytic Acid'],
    activeCount: [2, 4],
    extracts: ['Glycyrrhiza Glabra Root Extract', 'Morus Alba Root Extract', 'Citrus Limon Fruit Extract', 'Vaccinium Myrtillus Fruit Extract'],
    qualifiers: [
      w('с альфа-арбутином', 'з альфа-арбутином', ['Alpha-Arbutin']),
      w('с транексамовой кислотой', 'з транексамовою кислотою', ['Tranexamic Acid']),
      w('с ниацинамидом 10 %', 'з ніацинамідом 10 %', ['Niacinamide'], SERUM_LIKE),
      f('для ровного тона', 'для рівного тону'),
      a('против пигментации', 'проти пігментації'),
    ],
    skin: ['normal', 'dry', 'combination', 'oily'],
    purposes: ['whitening'],
    ages: ['25-plus', '35-plus', '45-plus'],
    problems: ['pigmentaciya', 'postakne', 'tusklyy-cvet-lica'],
    tint: '#f5ecd0',
    formulas: [
      {
        ru: 'Альфа-арбутин и транексамовая кислота действуют на разные этапы образования меланина, поэтому пигментные пятна светлеют, а новые появляются реже.',
        uk: 'Альфа-арбутин і транексамова кислота діють на різні етапи утворення меланіну, тому пігментні плями світлішають, а нові з’являються рідше.',
        needs: ['Alpha-Arbutin', 'Tranexamic Acid'],
      },
      {
        ru: 'Комплекс осветляющих компонентов выравнивает тон постепенно и бережно, не вызывая раздражения и шелушения.',
        uk: 'Комплекс освітлювальних компонентів вирівнює тон поступово й дбайливо, не викликаючи подразнення та лущення.',
        needs: [],
      },
    ],
    resultRu: 'Через месяц применения пигментные пятна и следы постакне становятся светлее, а тон кожи — ровнее.',
    resultUk: 'Через місяць застосування пігментні плями та сліди постакне стають світлішими, а тон шкіри — рівнішим.',
    seriesRu: 'Линия для коррекции гиперпигментации: веснушек, лентиго, мелазмы и следов постакне. Лучшие результаты — в сочетании с ежедневной солнцезащитой.',
    seriesUk: 'Лінія для корекції гіперпігментації: ластовиння, лентиго, мелазми та слідів постакне. Найкращі результати — у поєднанні з щоденним сонцезахистом.',
  },
  vitc: {
    types: ['serum', 'concentrate', 'ampoules', 'face-cream', 'mask', 'mist', 'enzyme-powder', 'eye-cream'],
    actives: ['Ascorbic Acid', 'Ascorbyl Glucoside', 'Sodium Ascorbyl Phosphate', 'Tetrahexyldecyl Ascorbate', 'Ferulic Acid', 'Tocopherol', 'Resveratrol', 'Niacinamide'],
    activeCount: [2, 4],
    extracts: ['Citrus Limon Fruit Extract', 'Punica Granatum Fruit Extract', 'Vaccinium Myrtillus Fruit Extract', 'Camellia Sinensis Leaf Extract'],
    qualifiers: [
      w('с витамином C 15 %', 'з вітаміном C 15 %', ['Ascorbic Acid'], SERUM_LIKE),
      w('с феруловой кислотой', 'з феруловою кислотою', ['Ferulic Acid']),
      w('с витамином C', 'з вітаміном C', ['Ascorbyl Glucoside']),
      f('для сияния кожи', 'для сяяння шкіри'),
      a('против тусклости', 'проти тьмяності'),
    ],
    skin: ['normal', 'dry', 'combination', 'oily'],
    purposes: ['whitening', 'anti-age'],
    ages: ['25-plus', '35-plus', '45-plus'],
    problems: ['tusklyy-cvet-lica', 'pigmentaciya'],
    tint: '#f8d9a8',
    formulas: [
      {
        ru: 'Стабильная форма витамина C стимулирует синтез коллагена и осветляет тон, а феруловая кислота и витамин E продлевают и усиливают его действие.',
        uk: 'Стабільна форма вітаміну C стимулює синтез колагену та освітлює тон, а ферулова кислота й вітамін E подовжують і посилюють його дію.',
        needs: ['Ascorbyl Glucoside', 'Ferulic Acid', 'Tocopherol'],
      },
      {
        ru: 'Антиоксидантный комплекс нейтрализует свободные радикалы, которые образуются под действием солнца и загрязнённого воздуха.',
        uk: 'Антиоксидантний комплекс нейтралізує вільні радикали, що утворюються під дією сонця та забрудненого повітря.',
        needs: [],
      },
    ],
    resultRu: 'Кожа выглядит отдохнувшей и сияющей, тон выравнивается, а мелкие морщинки становятся менее заметными.',
    resultUk: 'Шкіра виглядає відпочилою та сяйливою, тон вирівнюється, а дрібні зморшки стають менш помітними.',
    seriesRu: 'Антиоксидантная линия с витамином C для сияния кожи. Утренний уход, который усиливает действие солнцезащитного крема.',
    seriesUk: 'Антиоксидантна лінія з вітаміном C для сяяння шкіри. Ранковий догляд, що посилює дію сонцезахисного крему.',
  },
  calm: {
    types: ['cleansing-milk', 'micellar', 'tonic', 'serum', 'face-cream', 'gel-mask', 'mask', 'mist', 'eye-cream', 'lip-balm'],
    actives: ['Madecassoside', 'Allantoin', 'Bisabolol', 'Panthenol', 'Ectoin', 'Beta-Glucan', 'Dipotassium Glycyrrhizate', 'Avena Sativa Kernel Flour', 'Ceramide NP'],
    activeCount: [2, 4],
    extracts: ['Centella Asiatica Extract', 'Chamomilla Recutita Flower Extract', 'Calendula Officinalis Flower Extract', 'Portulaca Oleracea Extract', 'Aloe Barbadensis Leaf Juice'],
    qualifiers: [
      w('с центеллой азиатской', 'з центелою азійською', ['Centella Asiatica Extract']),
      w('с бисабололом и аллантоином', 'з бісабололом та алантоїном', ['Bisabolol', 'Allantoin']),
      w('с пантенолом 5 %', 'з пантенолом 5 %', ['Panthenol']),
      f('для чувствительной кожи', 'для чутливої шкіри'),
      a('против покраснений', 'проти почервонінь'),
    ],
    skin: ['sensitive', 'dry', 'normal'],
    purposes: ['soothing', 'moisturising'],
    ages: ['do-25', '25-plus', '35-plus', '45-plus'],
    problems: ['kuperoz'],
    fragranceFree: true,
    tint: '#d7ecdf',
    formulas: [
      {
        ru: 'Центелла азиатская снимает воспаление и ускоряет восстановление, а пантенол и бисаболол уменьшают покраснение и зуд.',
        uk: 'Центела азійська знімає запалення й прискорює відновлення, а пантенол і бісаболол зменшують почервоніння та свербіж.',
        needs: ['Centella Asiatica Extract', 'Panthenol', 'Bisabolol'],
      },
      {
        ru: 'Минималистичная формула без отдушек и красителей подходит для кожи после процедур, при куперозе и склонности к аллергии.',
        uk: 'Мінімалістична формула без віддушок і барвників підходить для шкіри після процедур, при куперозі та схильності до алергії.',
        needs: [],
      },
    ],
    resultRu: 'Покраснение и чувство жжения уходят, кожа становится спокойной и менее реактивной.',
    resultUk: 'Почервоніння та відчуття печіння минають, шкіра стає спокійною та менш реактивною.',
    seriesRu: 'Линия для чувствительной, реактивной и склонной к покраснению кожи, а также для восстановления после пилингов и аппаратных процедур.',
    seriesUk: 'Лінія для чутливої, реактивної та схильної до почервоніння шкіри, а також для відновлення після пілінгів і апаратних процедур.',
  },
  barrier: {
    types: ['cleansing-milk', 'hydrophilic-oil', 'serum', 'face-cream', 'night-cream', 'face-oil', 'lip-balm', 'hand-cream', 'overnight-mask'],
    actives: ['Ceramide NP', 'Ceramide AP', 'Ceramide EOP', 'Cholesterol', 'Phytosphingosine', 'Squalane', 'Urea', 'Panthenol', 'Niacinamide'],
    activeCount: [3, 5],
    extracts: ['Avena Sativa Kernel Flour', 'Hippophae Rhamnoides Oil', 'Calendula Officinalis Flower Extract'],
    qualifiers: [
      w('с церамидами', 'з церамідами', ['Ceramide NP', 'Ceramide AP']),
      w('со скваланом', 'зі скваланом', ['Squalane']),
      w('с мочевиной 5 %', 'із сечовиною 5 %', ['Urea'], ['face-cream', 'night-cream', 'hand-cream']),
      f('для сухой кожи', 'для сухої шкіри'),
      f('для восстановления барьера', 'для відновлення бар’єра'),
    ],
    skin: ['dry', 'sensitive', 'normal'],
    purposes: ['nourishing', 'moisturising'],
    ages: ['25-plus', '35-plus', '45-plus'],
    problems: ['obezvozhennost'],
    fragranceFree: true,
    tint: '#f4ead8',
    formulas: [
      {
        ru: 'Церамиды и холестерин повторяют состав межклеточных липидов кожи и восстанавливают барьер в естественном соотношении.',
        uk: 'Цераміди та холестерин повторюють склад міжклітинних ліпідів шкіри та відновлюють бар’єр у природному співвідношенні.',
        needs: ['Ceramide NP', 'Cholesterol'],
      },
      {
        ru: 'Сквалан и растительные масла смягчают шелушение, а мочевина удерживает влагу и делает кожу эластичной.',
        uk: 'Сквалан і рослинні олії пом’якшують лущення, а сечовина утримує вологу й робить шкіру еластичною.',
        needs: ['Squalane', 'Urea'],
      },
    ],
    resultRu: 'Шелушение и стянутость исчезают, кожа лучше переносит мороз, ветер и сухой воздух.',
    resultUk: 'Лущення та стягнутість зникають, шкіра краще переносить мороз, вітер і сухе повітря.',
    seriesRu: 'Липидовосстанавливающая линия для сухой и истончённой кожи. Незаменима в холодное время года и при использовании ретиноидов.',
    seriesUk: 'Ліпідовідновлювальна лінія для сухої та стоншеної шкіри. Незамінна в холодну пору року та під час використання ретиноїдів.',
  },
  peel: {
    types: ['peel', 'peel-gel', 'face-scrub', 'enzyme-powder', 'pre-peel', 'neutraliser', 'tonic', 'mask'],
    actives: ['Glycolic Acid', 'Lactic Acid', 'Mandelic Acid', 'Salicylic Acid', 'Pyruvic Acid', 'Malic Acid', 'Tartaric Acid', 'Gluconolactone', 'Lactobionic Acid', 'Papain', 'Bromelain'],
    activeCount: [2, 4],
    extracts: ['Carica Papaya Fruit Extract', 'Ananas Sativus Fruit Extract', 'Vaccinium Myrtillus Fruit Extract', 'Citrus Limon Fruit Extract'],
    qualifiers: [
      w('с гликолевой кислотой 30 %', 'з гліколевою кислотою 30 %', ['Glycolic Acid'], ['peel']),
      w('с миндальной кислотой 40 %', 'з мигдальною кислотою 40 %', ['Mandelic Acid'], ['peel']),
      w('с пировиноградной кислотой', 'з піровиноградною кислотою', ['Pyruvic Acid'], ['peel']),
      w('с молочной кислотой 5 %', 'з молочною кислотою 5 %', ['Lactic Acid'], ['tonic', 'mask', 'peel-gel']),
      w('с энзимами папайи и ананаса', 'з ензимами папаї та ананаса', ['Papain', 'Bromelain'], ['enzyme-powder', 'mask', 'peel-gel', 'face-scrub']),
      f('для обновления кожи', 'для оновлення шкіри'),
    ],
    skin: ['normal', 'oily', 'combination', 'problem'],
    purposes: ['peeling'],
    ages: ['25-plus', '35-plus', '45-plus'],
    problems: ['pigmentaciya', 'postakne', 'rasshirennye-pory', 'morshchiny'],
    tint: '#f6e0e4',
    formulas: [
      {
        ru: 'Комбинация AHA- и BHA-кислот отшелушивает ороговевшие клетки на разной глубине: гликолевая кислота выравнивает рельеф, молочная увлажняет, салициловая очищает поры.',
        uk: 'Комбінація AHA- та BHA-кислот відлущує ороговілі клітини на різній глибині: гліколева кислота вирівнює рельєф, молочна зволожує, саліцилова очищає пори.',
        needs: ['Glycolic Acid', 'Lactic Acid', 'Salicylic Acid'],
      },
      {
        ru: 'Кислоты и фруктовые энзимы мягко растворяют связи между клетками рогового слоя и запускают естественное обновление кожи.',
        uk: 'Кислоти та фруктові ензими м’яко розчиняють зв’язки між клітинами рогового шару й запускають природне оновлення шкіри.',
        needs: ['Carica Papaya Fruit Extract'],
      },
    ],
    resultRu: 'Кожа становится гладкой и сияющей, поры — менее заметными, а пигментация и следы постакне постепенно светлеют.',
    resultUk: 'Шкіра стає гладенькою та сяйливою, пори — менш помітними, а пігментація та сліди постакне поступово світлішають.',
    seriesRu: 'Система пилингов для кабинета и домашнего ухода между процедурами: подготовка, пилинг, нейтрализация и постпилинговое восстановление.',
    seriesUk: 'Система пілінгів для кабінету й домашнього догляду між процедурами: підготовка, пілінг, нейтралізація та постпілінгове відновлення.',
  },
  sun: {
    types: ['spf-cream', 'spf-fluid', 'spf-spray', 'after-sun', 'lip-balm'],
    actives: ['Zinc Oxide', 'Titanium Dioxide', 'Ethylhexyl Methoxycinnamate', 'Octocrylene', 'Butyl Methoxydibenzoylmethane', 'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 'Ethylhexyl Triazone', 'Diethylamino Hydroxybenzoyl Hexyl Benzoate'],
    activeCount: [3, 4],
    extracts: ['Aloe Barbadensis Leaf Juice', 'Tocopherol', 'Niacinamide', 'Camellia Sinensis Leaf Extract', 'Panthenol'],
    qualifiers: [
      w('с минеральными фильтрами', 'з мінеральними фільтрами', ['Zinc Oxide', 'Titanium Dioxide'], ['spf-cream', 'spf-fluid']),
      w('с тонирующим эффектом', 'з тонувальним ефектом', undefined, ['spf-cream', 'spf-fluid']),
      w('с алоэ вера', 'з алое вера', ['Aloe Barbadensis Leaf Juice']),
      f('для чувствительной кожи', 'для чутливої шкіри'),
      f('для жирной кожи', 'для жирної шкіри', ['spf-cream', 'spf-fluid']),
    ],
    skin: ['normal', 'dry', 'oily', 'combination', 'sensitive'],
    purposes: ['sun-protection'],
    ages: ['do-25', '25-plus', '35-plus', '45-plus'],
    problems: ['pigmentaciya'],
    tint: '#fbf3e6',
    formulas: [
      {
        ru: 'Фотостабильные фильтры широкого спектра защищают и от UVB-лучей, вызывающих ожоги, и от UVA-лучей, ответственных за фотостарение и пигментацию.',
        uk: 'Фотостабільні фільтри широкого спектра захищають і від UVB-променів, що спричиняють опіки, і від UVA-променів, відповідальних за фотостаріння та пігментацію.',
        needs: [],
      },
      {
        ru: 'Антиоксиданты нейтрализуют свободные радикалы, которые образуются даже под защитой фильтров, а увлажняющие компоненты предотвращают сухость после солнца.',
        uk: 'Антиоксиданти нейтралізують вільні радикали, що утворюються навіть під захистом фільтрів, а зволожувальні компоненти запобігають сухості після сонця.',
        needs: ['Tocopherol'],
      },
    ],
    resultRu: 'Надёжная защита от солнца без белых следов и липкости — в городе, на отдыхе и после косметологических процедур.',
    resultUk: 'Надійний захист від сонця без білих слідів і липкості — у місті, на відпочинку та після косметологічних процедур.',
    seriesRu: 'Солнцезащитная линия для ежедневного применения в городе и на отдыхе, в том числе после пилингов и лазерных процедур.',
    seriesUk: 'Сонцезахисна лінія для щоденного застосування в місті та на відпочинку, зокрема після пілінгів і лазерних процедур.',
  },
  body: {
    types: ['body-scrub', 'anticellulite', 'body-cream', 'body-oil', 'wrap', 'massage-oil'],
    actives: ['Caffeine', 'Carnitine', 'Escin', 'Menthol', 'Camphor', 'Maris Sal'],
    activeCount: [2, 3],
    extracts: ['Laminaria Digitata Extract', 'Capsicum Frutescens Fruit Extract', 'Coffea Arabica Seed Extract', 'Aesculus Hippocastanum Seed Extract', 'Citrus Aurantium Dulcis Peel Oil', 'Ginkgo Biloba Leaf Extract'],
    qualifiers: [
      w('с кофеином', 'з кофеїном', ['Caffeine']),
      w('с ламинарией', 'з ламінарією', ['Laminaria Digitata Extract']),
      w('с разогревающим эффектом', 'із зігрівальним ефектом', ['Capsicum Frutescens Fruit Extract']),
      w('с охлаждающим эффектом', 'з охолоджувальним ефектом', ['Menthol']),
      a('против целлюлита', 'проти целюліту', undefined, ['body-scrub', 'body-cream', 'body-oil', 'wrap', 'massage-oil']),
    ],
    skin: ['normal', 'dry', 'oily'],
    purposes: ['body-shaping'],
    ages: null,
    problems: ['cellyulit', 'poterya-uprugosti'],
    tint: '#d9c2a7',
    formulas: [
      {
        ru: 'Кофеин и карнитин ускоряют расщепление жиров, а экстракт ламинарии выводит лишнюю жидкость и уменьшает отёчность.',
        uk: 'Кофеїн і карнітин прискорюють розщеплення жирів, а екстракт ламінарії виводить зайву рідину та зменшує набряклість.',
        needs: ['Caffeine', 'Carnitine', 'Laminaria Digitata Extract'],
      },
      {
        ru: 'Активные компоненты усиливают кровообращение и лимфоток, а массаж при нанесении помогает им работать эффективнее.',
        uk: 'Активні компоненти посилюють кровообіг і лімфотік, а масаж під час нанесення допомагає їм працювати ефективніше.',
        needs: [],
      },
    ],
    resultRu: 'Кожа становится более гладкой и упругой, объёмы и отёчность уменьшаются, «апельсиновая корка» разглаживается.',
    resultUk: 'Шкіра стає гладенькою та пружною, об’єми й набряклість зменшуються, «апельсинова шкірка» розгладжується.',
    suitsRu: 'Подходит для ухода за бёдрами, ягодицами, животом и руками.',
    suitsUk: 'Підходить для догляду за стегнами, сідницями, животом і руками.',
    seriesRu: 'Программа моделирования фигуры для spa-салонов и домашнего применения: скрабы, обёртывания, массажные масла и кремы.',
    seriesUk: 'Програма моделювання фігури для spa-салонів і домашнього застосування: скраби, обгортання, масажні олії та креми.',
  },
  bodycare: {
    types: ['hand-cream', 'foot-cream', 'body-cream', 'body-milk', 'body-oil', 'shower-gel', 'lip-balm', 'body-scrub'],
    actives: ['Urea', 'Panthenol', 'Allantoin', 'Tocopherol', 'Squalane', 'Sodium Hyaluronate', 'Ceramide NP'],
    activeCount: [2, 3],
    extracts: ['Prunus Amygdalus Dulcis Oil', 'Argania Spinosa Kernel Oil', 'Simmondsia Chinensis Seed Oil', 'Calendula Officinalis Flower Extract', 'Lavandula Angustifolia Oil'],
    qualifiers: [
      w('с маслом ши', 'з маслом ші', ['Butyrospermum Parkii Butter']),
      w('с мочевиной 10 %', 'із сечовиною 10 %', ['Urea'], ['hand-cream', 'foot-cream', 'body-cream']),
      w('с миндальным маслом', 'з мигдальною олією', ['Prunus Amygdalus Dulcis Oil']),
      w('с аргановым маслом', 'з аргановою олією', ['Argania Spinosa Kernel Oil']),
      f('для сухой кожи', 'для сухої шкіри'),
    ],
    skin: ['dry', 'normal', 'sensitive'],
    purposes: ['nourishing', 'moisturising'],
    ages: null,
    problems: ['obezvozhennost'],
    tint: '#f7efe2',
    formulas: [
      {
        ru: 'Растительные масла и масло ши восполняют липиды, а мочевина и пантенол удерживают влагу и смягчают огрубевшие участки.',
        uk: 'Рослинні олії та масло ші поповнюють ліпіди, а сечовина й пантенол утримують вологу та пом’якшують загрубілі ділянки.',
        needs: ['Butyrospermum Parkii Butter', 'Urea', 'Panthenol'],
      },
      {
        ru: 'Питательная формула с витамином E защищает кожу от сухости, обветривания и частого контакта с водой.',
        uk: 'Живильна формула з вітаміном E захищає шкіру від сухості, обвітрювання та частого контакту з водою.',
        needs: ['Tocopherol'],
      },
    ],
    resultRu: 'Кожа становится мягкой, бархатистой и ухоженной, без ощущения сухости и стянутости.',
    resultUk: 'Шкіра стає м’якою, оксамитовою й доглянутою, без відчуття сухості та стягнутості.',
    seriesRu: 'Ежедневный уход за телом, руками и стопами с растительными маслами и увлажняющими компонентами.',
    seriesUk: 'Щоденний догляд за тілом, руками та стопами з рослинними оліями та зволожувальними компонентами.',
  },
  hair: {
    types: ['shampoo', 'conditioner', 'hair-mask', 'scalp-serum', 'hair-oil', 'scalp-peel'],
    actives: ['Caffeine', 'Biotin', 'Hydrolyzed Keratin', 'Panthenol', 'Hydrolyzed Wheat Protein', 'Hydrolyzed Silk', 'Polyquaternium-10', 'Piroctone Olamine'],
    activeCount: [2, 4],
    extracts: ['Arctium Lappa Root Extract', 'Urtica Dioica Leaf Extract', 'Rosmarinus Officinalis Leaf Extract', 'Panax Ginseng Root Extract', 'Equisetum Arvense Extract', 'Argania Spinosa Kernel Oil'],
    qualifiers: [
      w('с кератином', 'з кератином', ['Hydrolyzed Keratin']),
      w('с кофеином и биотином', 'з кофеїном і біотином', ['Caffeine', 'Biotin']),
      w('с экстрактом крапивы', 'з екстрактом кропиви', ['Urtica Dioica Leaf Extract']),
      a('против перхоти', 'проти лупи', ['Piroctone Olamine'], ['shampoo', 'scalp-peel', 'scalp-serum']),
      a('против выпадения волос', 'проти випадіння волосся', ['Caffeine'], ['shampoo', 'scalp-serum']),
      f('для укрепления волос', 'для зміцнення волосся'),
      f('для окрашенных волос', 'для фарбованого волосся', ['shampoo', 'conditioner', 'hair-mask', 'hair-oil']),
    ],
    skin: null,
    purposes: ['hair-care'],
    ages: null,
    problems: ['vypadenie-volos', 'perhot'],
    tint: '#f1dcae',
    formulas: [
      {
        ru: 'Кофеин и экстракт крапивы стимулируют микроциркуляцию кожи головы и питание волосяных луковиц, а биотин поддерживает рост крепких волос.',
        uk: 'Кофеїн та екстракт кропиви стимулюють мікроциркуляцію шкіри голови та живлення волосяних цибулин, а біотин підтримує ріст міцного волосся.',
        needs: ['Caffeine', 'Urtica Dioica Leaf Extract', 'Biotin'],
      },
      {
        ru: 'Кератин и протеины пшеницы встраиваются в повреждённые участки волоса, разглаживают кутикулу и защищают волосы от ломкости.',
        uk: 'Кератин і протеїни пшениці вбудовуються в пошкоджені ділянки волосини, розгладжують кутикулу та захищають волосся від ламкості.',
        needs: ['Hydrolyzed Keratin', 'Hydrolyzed Wheat Protein'],
      },
    ],
    resultRu: 'Волосы становятся крепче, меньше выпадают и ломаются, выглядят густыми и блестящими.',
    resultUk: 'Волосся стає міцнішим, менше випадає й ламається, виглядає густим і блискучим.',
    suitsRu: 'Подходит для всех типов волос, в том числе окрашенных и ослабленных.',
    suitsUk: 'Підходить для всіх типів волосся, зокрема фарбованого й ослабленого.',
    seriesRu: 'Трихологическая линия для ухода за кожей головы и волосами: очищение, укрепление корней и восстановление по длине.',
    seriesUk: 'Трихологічна лінія для догляду за шкірою голови та волоссям: очищення, зміцнення коренів і відновлення по довжині.',
  },
};
