import { optionTable, type Option } from './option';

/** Designation list 1 (spec section 3): 30 occupations of employees, ending with retirement and other. */
export const EMPLOYEE_DESIGNATIONS: readonly Option[] = optionTable(`
  socialSecurity  | Seguridad social (IMSS, ISSSTE)     | Social security (IMSS, ISSSTE)
  electric        | Sector eléctrico (CFE)              | Electric utility (CFE)
  oil             | Petróleo (Pemex)                    | Oil (Pemex)
  publicEducation | Educación pública (SEP)             | Public education (SEP)
  government      | Gobierno                            | Government
  medical         | Sector salud                        | Medical
  administrative  | Administrativo                      | Administrative
  sales           | Ventas                              | Sales
  professor       | Profesor(a)                         | Professor
  doctor          | Médico(a)                           | Doctor
  engineer        | Ingeniero(a)                        | Engineer
  nurse           | Enfermero(a)                        | Nurse
  accountant      | Contador(a)                         | Accountant
  lawyer          | Abogado(a)                          | Lawyer
  military        | Fuerzas armadas                     | Armed forces
  police          | Policía                             | Police
  banking         | Banca y finanzas                    | Banking and finance
  factoryWorker   | Obrero(a) u operario(a)             | Factory worker
  driver          | Chofer o repartidor(a)              | Driver or courier
  construction    | Construcción                        | Construction
  privateSecurity | Seguridad privada                   | Private security
  cleaning        | Limpieza e intendencia              | Cleaning and janitorial
  domesticWork    | Trabajo del hogar                   | Domestic work
  hospitality     | Restaurantes y hoteles              | Restaurants and hotels
  retailStore     | Tienda departamental o autoservicio | Department store or supermarket
  callCenter      | Centro de atención telefónica       | Call centre
  technology      | Tecnología e informática            | Information technology
  agriculture     | Agricultura y ganadería             | Agriculture and livestock
  retirement      | Jubilado(a) o pensionado(a)         | Retired or pensioner
  otherEmployment | Otro                                | Other
`);

/** Designation list 2 (spec section 3): 24 businesses of the self-employed, ending with other. */
export const SELF_EMPLOYED_DESIGNATIONS: readonly Option[] = optionTable(`
  grocery            | Abarrotes                              | Grocery store
  butcher            | Carnicería                             | Butcher shop
  stationery         | Papelería                              | Stationery shop
  barbershop         | Peluquería o barbería                  | Hairdresser or barbershop
  foodBusiness       | Venta de comida                        | Food business
  bakery             | Panadería                              | Bakery
  tortilleria        | Tortillería                            | Tortilla shop
  greengrocer        | Frutas y verduras                      | Fruit and vegetables
  pharmacy           | Farmacia                               | Pharmacy
  hardware           | Ferretería                             | Hardware store
  beautySalon        | Estética o salón de belleza            | Beauty salon
  clothing           | Venta de ropa y calzado                | Clothing and shoes
  marketStall        | Puesto en mercado o tianguis           | Market stall
  catalogSales       | Venta por catálogo                     | Catalogue sales
  taxi               | Taxi o transporte por aplicación       | Taxi or ride-hailing
  carRepair          | Taller mecánico                        | Car repair shop
  tailoring          | Costura y sastrería                    | Sewing and tailoring
  carpentry          | Carpintería                            | Carpentry
  plumbingElectrical | Plomería o electricidad                | Plumbing or electrical work
  phoneRepair        | Reparación de celulares                | Phone repair
  internetCafe       | Cibercafé                              | Internet café
  freelance          | Servicios profesionales independientes | Freelance professional
  farming            | Agricultura o ganadería propia         | Own farm or livestock
  otherBusiness      | Otro                                   | Other
`);

/**
 * The designation list for an employment type: employees get list 1, the self-employed list 2, and the
 * unemployed none (spec section 4 hides the field for them).
 */
export function designationsFor(employmentType: string): readonly Option[] {
  if (employmentType === 'employee') return EMPLOYEE_DESIGNATIONS;
  if (employmentType === 'selfEmployed') return SELF_EMPLOYED_DESIGNATIONS;
  return [];
}
