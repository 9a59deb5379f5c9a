import type { Option } from './option';

/** Industry list (spec section 3): 15 sectors, ending with other. */
export const INDUSTRIES: readonly Option[] = [
  {
    value: 'agriculture',
    label: { es: 'Agricultura, ganadería y pesca', en: 'Agriculture, livestock and fishing' },
  },
  { value: 'mining', label: { es: 'Minería, petróleo y energía', en: 'Mining, oil and energy' } },
  { value: 'manufacturing', label: { es: 'Industria manufacturera', en: 'Manufacturing' } },
  { value: 'construction', label: { es: 'Construcción', en: 'Construction' } },
  { value: 'commerce', label: { es: 'Comercio', en: 'Retail and wholesale' } },
  { value: 'transport', label: { es: 'Transporte y logística', en: 'Transport and logistics' } },
  { value: 'hospitality', label: { es: 'Hoteles y restaurantes', en: 'Hotels and restaurants' } },
  { value: 'finance', label: { es: 'Servicios financieros', en: 'Financial services' } },
  { value: 'realEstate', label: { es: 'Servicios inmobiliarios', en: 'Real estate' } },
  {
    value: 'technology',
    label: { es: 'Tecnología y telecomunicaciones', en: 'Technology and telecommunications' },
  },
  { value: 'education', label: { es: 'Educación', en: 'Education' } },
  { value: 'health', label: { es: 'Salud', en: 'Health' } },
  { value: 'government', label: { es: 'Gobierno', en: 'Government' } },
  { value: 'professionalServices', label: { es: 'Servicios profesionales', en: 'Professional services' } },
  { value: 'other', label: { es: 'Otro', en: 'Other' } },
];
