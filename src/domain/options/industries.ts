import { optionTable, type Option } from './option';

/** Industry list (spec section 3): 15 sectors, ending with other. */
export const INDUSTRIES: readonly Option[] = optionTable(`
  agriculture          | Agricultura, ganadería y pesca  | Agriculture, livestock and fishing
  mining               | Minería, petróleo y energía     | Mining, oil and energy
  manufacturing        | Industria manufacturera         | Manufacturing
  construction         | Construcción                    | Construction
  commerce             | Comercio                        | Retail and wholesale
  transport            | Transporte y logística          | Transport and logistics
  hospitality          | Hoteles y restaurantes          | Hotels and restaurants
  finance              | Servicios financieros           | Financial services
  realEstate           | Servicios inmobiliarios         | Real estate
  technology           | Tecnología y telecomunicaciones | Technology and telecommunications
  education            | Educación                       | Education
  health               | Salud                           | Health
  government           | Gobierno                        | Government
  professionalServices | Servicios profesionales         | Professional services
  other                | Otro                            | Other
`);
