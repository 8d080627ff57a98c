/*
 * Names for the demo registry, by the communities living in the camps. Each
 * list runs from the most common name down: the seed picks early names more
 * often, so a search for "Mohamed" finds hundreds, as it would in Dadaab, and
 * the spelling variants (Mohamed, Mohammed, Maxamed) all occur.
 */

export const NAME_GROUPS = ['somali', 'south_sudanese', 'great_lakes', 'horn', 'sudanese'] as const;
export type NameGroup = (typeof NAME_GROUPS)[number];

export interface NameList {
  female: readonly string[];
  male: readonly string[];
  /** Family names: a household shares one. */
  family: readonly string[];
}

/** Nationality (ISO alpha-3) to the names its people carry. */
export const NATIONALITY_NAME_GROUP: Record<string, NameGroup> = {
  SOM: 'somali',
  SSD: 'south_sudanese',
  COD: 'great_lakes',
  BDI: 'great_lakes',
  RWA: 'great_lakes',
  UGA: 'great_lakes',
  ETH: 'horn',
  ERI: 'horn',
  SDN: 'sudanese',
};

export const DEMO_NAMES: Record<NameGroup, NameList> = {
  somali: {
    female: [
      'Halima', 'Fatuma', 'Amina', 'Hawa', 'Asha', 'Khadija', 'Maryan', 'Sahra', 'Hodan', 'Fadumo',
      'Ayan', 'Ubah', 'Deeqa', 'Sagal', 'Hibo', 'Nasra', 'Ifrah', 'Zamzam', 'Xaliimo', 'Sucaad',
      'Ikran', 'Shukri', 'Naima', 'Farhiya', 'Idil', 'Muna', 'Ruqiya', 'Safiya', 'Nimco', 'Istahil',
    ],
    male: [
      'Mohamed', 'Abdullahi', 'Ahmed', 'Hassan', 'Ali', 'Mohammed', 'Abdi', 'Hussein', 'Omar', 'Ibrahim',
      'Yusuf', 'Abdirahman', 'Osman', 'Maxamed', 'Abdikadir', 'Farah', 'Ismail', 'Aden', 'Mahad', 'Abdiweli',
      'Xuseen', 'Bashir', 'Nur', 'Dahir', 'Guled', 'Khalid', 'Said', 'Abdinasir', 'Sharif', 'Warsame',
    ],
    family: [
      'Mohamed', 'Abdullahi', 'Hassan', 'Ahmed', 'Ali', 'Abdi', 'Hussein', 'Omar', 'Ibrahim', 'Osman',
      'Farah', 'Yusuf', 'Aden', 'Ismail', 'Abdirahman', 'Hirsi', 'Warsame', 'Jama', 'Elmi', 'Dahir',
      'Noor', 'Gedi', 'Mohamud', 'Abdille', 'Salad', 'Egal', 'Barre', 'Duale', 'Mumin', 'Xasan',
    ],
  },
  south_sudanese: {
    female: [
      'Nyabol', 'Achol', 'Nyandeng', 'Akuol', 'Nyakuoth', 'Rebecca', 'Mary', 'Adut', 'Abuk', 'Nyaluak',
      'Elizabeth', 'Ayen', 'Nyanchiew', 'Grace', 'Agum', 'Sarah', 'Nyagoa', 'Martha', 'Awien', 'Nyibol',
    ],
    male: [
      'Deng', 'John', 'Garang', 'Peter', 'James', 'Majok', 'Chol', 'Gatluak', 'Mabior', 'Kuol',
      'Lual', 'Malual', 'Simon', 'Bol', 'Gatkuoth', 'Machar', 'Makuei', 'Akech', 'Joseph', 'Ater',
    ],
    family: [
      'Deng', 'Garang', 'Majok', 'Chol', 'Kuol', 'Bol', 'Akol', 'Mayen', 'Gatluak', 'Machar',
      'Lual', 'Malual', 'Ajak', 'Makuei', 'Ruach', 'Kiir', 'Madut', 'Thon', 'Nhial', 'Wol',
    ],
  },
  great_lakes: {
    female: [
      'Faith', 'Amani', 'Esperance', 'Neema', 'Furaha', 'Aline', 'Claudine', 'Marie', 'Uwase', 'Riziki',
      'Josephine', 'Divine', 'Imani', 'Chantal', 'Nadine', 'Beatrice', 'Solange', 'Mapendo', 'Safi', 'Jeanne',
    ],
    male: [
      'Jean-Claude', 'Trésor', 'Emmanuel', 'Patrick', 'Jean', 'Pascal', 'Eric', 'Innocent', 'Amani', 'Olivier',
      'Didier', 'Joseph', 'Espoir', 'Fiston', 'Bienvenu', 'Claude', 'Alain', 'Jean-Pierre', 'Dieudonné', 'Gloire',
    ],
    family: [
      "N'Goma", 'Mukendi', 'Kabila', 'Ndayishimiye', 'Niyonzima', 'Uwimana', 'Bahati', 'Mutombo', 'Ilunga', 'Kasongo',
      'Habimana', 'Nshimirimana', 'Tshibangu', 'Mbuyi', 'Hakizimana', 'Irakoze', 'Lukusa', 'Kalala', 'Ngoy', 'Bizimana',
    ],
  },
  horn: {
    female: [
      'Meron', 'Selam', 'Tigist', 'Hiwot', 'Almaz', 'Mekdes', 'Senait', 'Helen', 'Lemlem', 'Yordanos',
      'Saba', 'Rahel', 'Eden', 'Bethlehem', 'Genet', 'Aster', 'Tsehay', 'Hanna', 'Feven', 'Mulu',
    ],
    male: [
      'Tesfaye', 'Abebe', 'Dawit', 'Yonas', 'Mulugeta', 'Girma', 'Solomon', 'Biniam', 'Haile', 'Samuel',
      'Kidane', 'Tekle', 'Getachew', 'Daniel', 'Berhane', 'Ermias', 'Amanuel', 'Fitsum', 'Mesfin', 'Tewodros',
    ],
    family: [
      'Tesfaye', 'Bekele', 'Haile', 'Gebremariam', 'Tadesse', 'Kebede', 'Alemu', 'Mengistu', 'Girma', 'Woldemichael',
      'Gebreyesus', 'Asfaw', 'Tekle', 'Negash', 'Berhe', 'Desta', 'Ghebremedhin', 'Hagos', 'Abraha', 'Mekonnen',
    ],
  },
  sudanese: {
    female: [
      'Fatima', 'Aisha', 'Mariam', 'Zainab', 'Amna', 'Hawa', 'Khadija', 'Sara', 'Halima', 'Nafisa',
      'Samira', 'Huda', 'Rasha', 'Asma', 'Salma', 'Mona', 'Hanan', 'Amal', 'Nour', 'Suad',
    ],
    male: [
      'Mohamed', 'Ahmed', 'Adam', 'Ibrahim', 'Abdallah', 'Osman', 'Yousif', 'Ali', 'Hamid', 'Ismail',
      'Mustafa', 'Khalid', 'Hassan', 'Omer', 'Abdelrahman', 'Babiker', 'Musa', 'Suleiman', 'Idris', 'Elfatih',
    ],
    family: [
      'Adam', 'Mohamed', 'Ahmed', 'Ibrahim', 'Abdallah', 'Osman', 'Yousif', 'Hamid', 'Musa', 'Idris',
      'Babiker', 'Elamin', 'Suleiman', 'Abakar', 'Haroun', 'Ishag', 'Elnour', 'Hassan', 'Bashir', 'Yahia',
    ],
  },
};

/** Skills people bring to the registry; a person has none to three of them. */
export const DEMO_SKILLS = [
  'Tailoring', 'Cooking', 'Farming', 'Livestock keeping', 'Retail', 'Carpentry', 'Masonry', 'Hairdressing',
  'Mobile phone repair', 'Driving', 'Welding', 'Computer literacy', 'Soap making', 'Beadwork',
  'Electrical installation', 'Plumbing', 'Bookkeeping', 'Teaching', 'Community health', 'Interpreting',
] as const;
