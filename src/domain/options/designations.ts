import type { Option } from './option';

/** Designation list 1 (spec section 3): 30 occupations of employees, ending with retirement and other. */
export const EMPLOYEE_DESIGNATIONS: readonly Option[] = [
  {
    value: 'socialSecurity',
    label: { es: 'Seguridad social (IMSS, ISSSTE)', en: 'Social security (IMSS, ISSSTE)' },
  },
  { value: 'electric', label: { es: 'Sector eléctrico (CFE)', en: 'Electric utility (CFE)' } },
  { value: 'oil', label: { es: 'Petróleo (Pemex)', en: 'Oil (Pemex)' } },
  { value: 'publicEducation', label: { es: 'Educación pública (SEP)', en: 'Public education (SEP)' } },
  { value: 'government', label: { es: 'Gobierno', en: 'Government' } },
  { value: 'medical', label: { es: 'Sector salud', en: 'Medical' } },
  { value: 'administrative', label: { es: 'Administrativo', en: 'Administrative' } },
  { value: 'sales', label: { es: 'Ventas', en: 'Sales' } },
  { value: 'professor', label: { es: 'Profesor(a)', en: 'Professor' } },
  { value: 'doctor', label: { es: 'Médico(a)', en: 'Doctor' } },
  { value: 'engineer', label: { es: 'Ingeniero(a)', en: 'Engineer' } },
  { value: 'nurse', label: { es: 'Enfermero(a)', en: 'Nurse' } },
  { value: 'accountant', label: { es: 'Contador(a)', en: 'Accountant' } },
  { value: 'lawyer', label: { es: 'Abogado(a)', en: 'Lawyer' } },
  { value: 'military', label: { es: 'Fuerzas armadas', en: 'Armed forces' } },
  { value: 'police', label: { es: 'Policía', en: 'Police' } },
  { value: 'banking', label: { es: 'Banca y finanzas', en: 'Banking and finance' } },
  { value: 'factoryWorker', label: { es: 'Obrero(a) u operario(a)', en: 'Factory worker' } },
  { value: 'driver', label: { es: 'Chofer o repartidor(a)', en: 'Driver or courier' } },
  { value: 'construction', label: { es: 'Construcción', en: 'Construction' } },
  { value: 'privateSecurity', label: { es: 'Seguridad privada', en: 'Private security' } },
  { value: 'cleaning', label: { es: 'Limpieza e intendencia', en: 'Cleaning and janitorial' } },
  { value: 'domesticWork', label: { es: 'Trabajo del hogar', en: 'Domestic work' } },
  { value: 'hospitality', label: { es: 'Restaurantes y hoteles', en: 'Restaurants and hotels' } },
  {
    value: 'retailStore',
    label: { es: 'Tienda departamental o autoservicio', en: 'Department store or supermarket' },
  },
  { value: 'callCenter', label: { es: 'Centro de atención telefónica', en: 'Call centre' } },
  { value: 'technology', label: { es: 'Tecnología e informática', en: 'Information technology' } },
  { value: 'agriculture', label: { es: 'Agricultura y ganadería', en: 'Agriculture and livestock' } },
  { value: 'retirement', label: { es: 'Jubilado(a) o pensionado(a)', en: 'Retired or pensioner' } },
  { value: 'otherEmployment', label: { es: 'Otro', en: 'Other' } },
];

/** Designation list 2 (spec section 3): 24 businesses of the self-employed, ending with other. */
export const SELF_EMPLOYED_DESIGNATIONS: readonly Option[] = [
  { value: 'grocery', label: { es: 'Abarrotes', en: 'Grocery store' } },
  { value: 'butcher', label: { es: 'Carnicería', en: 'Butcher shop' } },
  { value: 'stationery', label: { es: 'Papelería', en: 'Stationery shop' } },
  { value: 'barbershop', label: { es: 'Peluquería o barbería', en: 'Hairdresser or barbershop' } },
  { value: 'foodBusiness', label: { es: 'Venta de comida', en: 'Food business' } },
  { value: 'bakery', label: { es: 'Panadería', en: 'Bakery' } },
  { value: 'tortilleria', label: { es: 'Tortillería', en: 'Tortilla shop' } },
  { value: 'greengrocer', label: { es: 'Frutas y verduras', en: 'Fruit and vegetables' } },
  { value: 'pharmacy', label: { es: 'Farmacia', en: 'Pharmacy' } },
  { value: 'hardware', label: { es: 'Ferretería', en: 'Hardware store' } },
  { value: 'beautySalon', label: { es: 'Estética o salón de belleza', en: 'Beauty salon' } },
  { value: 'clothing', label: { es: 'Venta de ropa y calzado', en: 'Clothing and shoes' } },
  { value: 'marketStall', label: { es: 'Puesto en mercado o tianguis', en: 'Market stall' } },
  { value: 'catalogSales', label: { es: 'Venta por catálogo', en: 'Catalogue sales' } },
  { value: 'taxi', label: { es: 'Taxi o transporte por aplicación', en: 'Taxi or ride-hailing' } },
  { value: 'carRepair', label: { es: 'Taller mecánico', en: 'Car repair shop' } },
  { value: 'tailoring', label: { es: 'Costura y sastrería', en: 'Sewing and tailoring' } },
  { value: 'carpentry', label: { es: 'Carpintería', en: 'Carpentry' } },
  {
    value: 'plumbingElectrical',
    label: { es: 'Plomería o electricidad', en: 'Plumbing or electrical work' },
  },
  { value: 'phoneRepair', label: { es: 'Reparación de celulares', en: 'Phone repair' } },
  { value: 'internetCafe', label: { es: 'Cibercafé', en: 'Internet café' } },
  {
    value: 'freelance',
    label: { es: 'Servicios profesionales independientes', en: 'Freelance professional' },
  },
  { value: 'farming', label: { es: 'Agricultura o ganadería propia', en: 'Own farm or livestock' } },
  { value: 'otherBusiness', label: { es: 'Otro', en: 'Other' } },
];

/**
 * The designation list for an employment type: employees get list 1, the self-employed list 2, and the
 * unemployed none (spec section 4 hides the field for them).
 */
export function designationsFor(employmentType: string): readonly Option[] {
  if (employmentType === 'employee') return EMPLOYEE_DESIGNATIONS;
  if (employmentType === 'selfEmployed') return SELF_EMPLOYED_DESIGNATIONS;
  return [];
}
