/**
 * Car brands common on Norwegian roads and their models, as people name them in Norway. 'Andre' (other) is added
 * by the catalogue to every brand whose line-up changes often enough that a list cannot be complete.
 */
export interface CarBrandData {
  brand: string;
  models: readonly string[];
  /** A short, complete line-up needs no 'Andre'. */
  complete?: boolean;
}

export const CAR_BRANDS: readonly CarBrandData[] = [
  { brand: 'Alfa Romeo', models: ['Giulia', 'Giulietta', 'Stelvio', 'Tonale', 'Junior'] },
  {
    brand: 'Audi',
    models: ['A1', 'A3', 'A4', 'A5', 'A6', 'A8', 'Q2', 'Q3', 'Q4 e-tron', 'Q5', 'Q7', 'Q8', 'Q8 e-tron', 'e-tron', 'e-tron GT', 'TT'],
  },
  {
    brand: 'BMW',
    models: ['1-serie', '2-serie', '3-serie', '4-serie', '5-serie', '7-serie', 'X1', 'X2', 'X3', 'X5', 'X7', 'i3', 'i4', 'i5', 'i7', 'iX', 'iX1', 'iX3'],
  },
  { brand: 'BYD', models: ['Atto 2', 'Atto 3', 'Dolphin', 'Han', 'Seal', 'Seal U', 'Sealion 7', 'Tang'] },
  { brand: 'Citroën', models: ['C1', 'C3', 'C3 Aircross', 'C4', 'ë-C4', 'C5 Aircross', 'C5 X', 'Berlingo'] },
  { brand: 'Cupra', models: ['Born', 'Formentor', 'Leon', 'Tavascan', 'Terramar'] },
  { brand: 'Dacia', models: ['Sandero', 'Duster', 'Jogger', 'Spring'] },
  { brand: 'Fiat', models: ['500', '500e', '600', 'Panda', 'Tipo', 'Doblò'] },
  {
    brand: 'Ford',
    models: ['Fiesta', 'Focus', 'Mondeo', 'Puma', 'Kuga', 'S-Max', 'Galaxy', 'Mustang Mach-E', 'Explorer', 'Ranger', 'Transit'],
  },
  { brand: 'Honda', models: ['Jazz', 'Civic', 'HR-V', 'ZR-V', 'CR-V', 'e', 'e:Ny1'] },
  {
    brand: 'Hyundai',
    models: ['i10', 'i20', 'i30', 'Bayon', 'Kona', 'Tucson', 'Santa Fe', 'Ioniq', 'Ioniq 5', 'Ioniq 6'],
  },
  { brand: 'Jaguar', models: ['XE', 'XF', 'E-Pace', 'F-Pace', 'I-Pace'] },
  { brand: 'Jeep', models: ['Avenger', 'Renegade', 'Compass', 'Wrangler', 'Grand Cherokee'] },
  {
    brand: 'Kia',
    models: ['Picanto', 'Rio', 'Ceed', 'XCeed', 'Stonic', 'Niro', 'e-Niro', 'Soul', 'Sportage', 'Sorento', 'EV3', 'EV6', 'EV9'],
  },
  {
    brand: 'Land Rover',
    models: ['Defender', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Sport', 'Range Rover Evoque', 'Range Rover Velar'],
  },
  { brand: 'Lexus', models: ['CT', 'IS', 'ES', 'LBX', 'UX', 'NX', 'RX', 'RZ'] },
  { brand: 'Mazda', models: ['2', '3', '6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'MX-5', 'MX-30'] },
  {
    brand: 'Mercedes-Benz',
    models: ['A-klasse', 'B-klasse', 'C-klasse', 'E-klasse', 'S-klasse', 'CLA', 'GLA', 'GLB', 'GLC', 'GLE', 'EQA', 'EQB', 'EQC', 'EQE', 'EQS', 'Vito', 'Sprinter'],
  },
  { brand: 'MG', models: ['MG3', 'MG4', 'MG5', 'ZS', 'HS', 'Marvel R', 'Cyberster'] },
  { brand: 'Mini', models: ['Cooper', 'Clubman', 'Countryman', 'Aceman'] },
  { brand: 'Mitsubishi', models: ['Space Star', 'ASX', 'Eclipse Cross', 'Outlander', 'L200'] },
  { brand: 'NIO', models: ['ET5', 'ET5 Touring', 'ET7', 'EL6', 'EL7', 'EL8', 'ES8'] },
  { brand: 'Nissan', models: ['Micra', 'Leaf', 'Juke', 'Qashqai', 'X-Trail', 'Ariya', 'Navara', 'e-NV200'] },
  {
    brand: 'Opel',
    models: ['Corsa', 'Astra', 'Insignia', 'Mokka', 'Crossland', 'Grandland', 'Zafira', 'Combo', 'Vivaro'],
  },
  {
    brand: 'Peugeot',
    models: ['108', '208', 'e-208', '2008', 'e-2008', '308', '3008', '408', '508', '5008', 'Partner', 'Rifter'],
  },
  { brand: 'Polestar', models: ['2', '3', '4'], complete: true },
  { brand: 'Porsche', models: ['911', '718 Cayman', '718 Boxster', 'Macan', 'Cayenne', 'Panamera', 'Taycan'] },
  {
    brand: 'Renault',
    models: ['Twingo', 'Clio', 'Captur', 'Zoe', '5 E-Tech', 'Megane', 'Megane E-Tech', 'Scenic', 'Austral', 'Kadjar', 'Kangoo'],
  },
  { brand: 'Seat', models: ['Mii', 'Ibiza', 'Leon', 'Arona', 'Ateca', 'Tarraco'] },
  {
    brand: 'Skoda',
    models: ['Citigo', 'Fabia', 'Scala', 'Octavia', 'Superb', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq', 'Elroq'],
  },
  { brand: 'Smart', models: ['fortwo', 'forfour', '#1', '#3'] },
  { brand: 'Subaru', models: ['Impreza', 'XV', 'Crosstrek', 'Forester', 'Outback', 'Solterra'] },
  { brand: 'Suzuki', models: ['Ignis', 'Swift', 'Jimny', 'Vitara', 'S-Cross', 'Across'] },
  { brand: 'Tesla', models: ['Model 3', 'Model S', 'Model X', 'Model Y'], complete: true },
  {
    brand: 'Toyota',
    models: ['Aygo', 'Yaris', 'Yaris Cross', 'Auris', 'Corolla', 'Avensis', 'Prius', 'C-HR', 'RAV4', 'bZ4X', 'Land Cruiser', 'Hilux', 'Proace'],
  },
  {
    brand: 'Volkswagen',
    models: ['Up!', 'Polo', 'Golf', 'Passat', 'Arteon', 'T-Cross', 'T-Roc', 'Tiguan', 'Touran', 'Sharan', 'Touareg', 'ID.3', 'ID.4', 'ID.5', 'ID.7', 'ID. Buzz', 'Caddy', 'Transporter'],
  },
  {
    brand: 'Volvo',
    models: ['V40', 'V60', 'V90', 'S60', 'S90', 'XC40', 'XC60', 'XC90', 'C40', 'EX30', 'EX40', 'EC40', 'EX90'],
  },
  { brand: 'XPeng', models: ['G6', 'G9', 'P7'] },
];
