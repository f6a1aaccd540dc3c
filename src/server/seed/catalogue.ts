/**
 * The category catalogue: the 14 categories of the stock image catalogue plus the footer's
 * quick-link slugs (beauty, care, cleaning, renovations), so no footer link lands on "Category Not Found".
 * `services` are the words a customer types; the demo generator uses them for descriptions.
 */
export interface CatalogueSubcategory {
  name: string;
  /** US Spanish (issue 33), stored beside the English name. */
  nameEs: string;
  slug: string;
  services: string[];
}

export interface CatalogueCategory {
  name: string;
  /** US Spanish (issue 33), stored beside the English name. */
  nameEs: string;
  slug: string;
  /** The trade noun used in business names ("Plumbing", "Electric"). */
  trade: string;
  /** Words people use for the trade ("plumber", "pipes"): searchable on every company of the category. */
  keywords: string;
  subcategories: CatalogueSubcategory[];
}

const sub = (
  name: string,
  nameEs: string,
  slug: string,
  ...services: string[]
): CatalogueSubcategory => ({
  name,
  nameEs,
  slug,
  services,
});

export const CATALOGUE: CatalogueCategory[] = [
  {
    name: 'Beauty & Wellness',
    nameEs: 'Belleza y bienestar',
    slug: 'beauty',
    keywords: 'beauty salon spa hairdresser stylist manicurist esthetician',
    trade: 'Beauty',
    subcategories: [
      sub('Hair Salon', 'Salón de belleza', 'hair-salon', 'haircuts', 'coloring', 'blowouts'),
      sub('Nail Salon', 'Salón de uñas', 'nail-salon', 'manicures', 'pedicures', 'gel nails'),
      sub(
        'Massage Therapy',
        'Masajes terapéuticos',
        'massage-therapy',
        'deep tissue massage',
        'sports massage',
      ),
      sub('Skin Care', 'Cuidado de la piel', 'skin-care', 'facials', 'skin treatments'),
      sub('Barber', 'Barbería', 'barber', 'fades', 'beard trims', 'hot towel shaves'),
    ],
  },
  {
    name: 'Care Services',
    nameEs: 'Servicios de cuidado',
    slug: 'care',
    keywords: 'caregiver nanny babysitter sitter tutor',
    trade: 'Care',
    subcategories: [
      sub('Child Care', 'Cuidado de niños', 'child-care', 'babysitting', 'after-school care'),
      sub(
        'Senior Care',
        'Cuidado de adultos mayores',
        'senior-care',
        'in-home senior care',
        'companionship',
      ),
      sub('Pet Care', 'Cuidado de mascotas', 'pet-care', 'dog walking', 'pet sitting'),
      sub(
        'Pet Grooming',
        'Estética de mascotas',
        'pet-grooming',
        'dog grooming',
        'bathing and nail trims',
      ),
      sub('Tutoring', 'Tutorías', 'tutoring', 'math tutoring', 'test prep'),
    ],
  },
  {
    name: 'Cleaning Services',
    nameEs: 'Servicios de limpieza',
    slug: 'cleaning',
    keywords: 'cleaner cleaners cleaning maid housekeeping janitorial',
    trade: 'Cleaning',
    subcategories: [
      sub(
        'House Cleaning',
        'Limpieza de casas',
        'house-cleaning',
        'recurring house cleaning',
        'deep cleaning',
      ),
      sub(
        'Carpet Cleaning',
        'Limpieza de alfombras',
        'carpet-cleaning',
        'steam carpet cleaning',
        'stain removal',
      ),
      sub(
        'Window Cleaning',
        'Limpieza de ventanas',
        'window-cleaning',
        'window washing',
        'screen cleaning',
      ),
      sub(
        'Move-out Cleaning',
        'Limpieza al mudarse',
        'move-out-cleaning',
        'move-out cleaning',
        'rental turnovers',
      ),
      sub(
        'Pressure Washing',
        'Lavado a presión',
        'pressure-washing',
        'driveway pressure washing',
        'deck washing',
      ),
    ],
  },
  {
    name: 'Construction & Renovation',
    nameEs: 'Construcción y remodelación',
    slug: 'renovations',
    keywords: 'contractor builder construction remodel remodeling renovation carpenter',
    trade: 'Builders',
    subcategories: [
      sub(
        'General Contractor',
        'Contratista general',
        'general-contractor',
        'home renovations',
        'additions',
      ),
      sub(
        'Kitchen Remodeling',
        'Remodelación de cocinas',
        'kitchen-remodeling',
        'kitchen remodels',
        'cabinet installation',
      ),
      sub(
        'Bathroom Remodeling',
        'Remodelación de baños',
        'bathroom-remodeling',
        'bathroom remodels',
        'tile showers',
      ),
      sub('Flooring', 'Pisos', 'flooring', 'hardwood flooring', 'tile and vinyl floors'),
      sub('Drywall', 'Paneles de yeso (drywall)', 'drywall', 'drywall repair', 'texture matching'),
    ],
  },
  {
    name: 'Design Services',
    nameEs: 'Servicios de diseño',
    slug: 'design-services',
    keywords: 'designer decorator architect design',
    trade: 'Design',
    subcategories: [
      sub(
        'Interior Design',
        'Diseño de interiores',
        'interior-design',
        'interior design',
        'space planning',
      ),
      sub('Architecture', 'Arquitectura', 'architecture', 'home design', 'permit drawings'),
      sub(
        'Landscape Design',
        'Diseño de jardines',
        'landscape-design',
        'garden design',
        'outdoor living plans',
      ),
      sub(
        'Home Staging',
        'Decoración para vender (home staging)',
        'home-staging',
        'home staging',
        'furniture rental',
      ),
    ],
  },
  {
    name: 'Electrical Services',
    nameEs: 'Servicios eléctricos',
    slug: 'electrical-services',
    keywords: 'electrician electricians electric electrical wiring',
    trade: 'Electric',
    subcategories: [
      sub(
        'Electrician',
        'Electricista',
        'electrician',
        'electrical repairs',
        'outlet and switch installation',
      ),
      sub(
        'Lighting Installation',
        'Instalación de iluminación',
        'lighting-installation',
        'recessed lighting',
        'fixture installation',
      ),
      sub(
        'Panel Upgrades',
        'Actualización de paneles eléctricos',
        'panel-upgrades',
        'electrical panel upgrades',
        'circuit breakers',
      ),
      sub(
        'EV Charger Installation',
        'Instalación de cargadores para autos eléctricos',
        'ev-charger-installation',
        'EV charger installation',
      ),
      sub(
        'Generator Installation',
        'Instalación de generadores',
        'generator-installation',
        'standby generators',
      ),
    ],
  },
  {
    name: 'HVAC Services',
    nameEs: 'Calefacción y aire acondicionado',
    slug: 'hvac-services',
    keywords: 'hvac heating cooling furnace air conditioning',
    trade: 'Heating & Air',
    subcategories: [
      sub(
        'AC Repair',
        'Reparación de aire acondicionado',
        'ac-repair',
        'air conditioning repair',
        'AC tune-ups',
      ),
      sub(
        'Furnace Repair',
        'Reparación de calefacción',
        'furnace-repair',
        'furnace repair',
        'heating maintenance',
      ),
      sub(
        'Heat Pump Installation',
        'Instalación de bombas de calor',
        'heat-pump-installation',
        'heat pump installation',
      ),
      sub(
        'Duct Cleaning',
        'Limpieza de ductos',
        'duct-cleaning',
        'air duct cleaning',
        'dryer vent cleaning',
      ),
    ],
  },
  {
    name: 'Handyman & Repairs',
    nameEs: 'Mantenimiento y reparaciones',
    slug: 'handyman-repairs',
    keywords: 'handyman repairs fixes',
    trade: 'Handyman',
    subcategories: [
      sub('Handyman', 'Arreglos del hogar', 'handyman', 'small home repairs', 'odd jobs'),
      sub(
        'Furniture Assembly',
        'Armado de muebles',
        'furniture-assembly',
        'furniture assembly',
        'TV mounting',
      ),
      sub(
        'Door & Window Repair',
        'Reparación de puertas y ventanas',
        'door-window-repair',
        'door repair',
        'window repair',
      ),
      sub(
        'Appliance Repair',
        'Reparación de electrodomésticos',
        'appliance-repair',
        'washer and dryer repair',
        'refrigerator repair',
      ),
    ],
  },
  {
    name: 'Installation Services',
    nameEs: 'Servicios de instalación',
    slug: 'installation-services',
    keywords: 'installer installers installation mounting',
    trade: 'Installers',
    subcategories: [
      sub(
        'Appliance Installation',
        'Instalación de electrodomésticos',
        'appliance-installation',
        'appliance installation',
      ),
      sub(
        'Solar Installation',
        'Instalación de paneles solares',
        'solar-installation',
        'solar panel installation',
      ),
      sub(
        'Security Systems',
        'Sistemas de seguridad',
        'security-systems',
        'security camera installation',
        'alarm systems',
      ),
      sub('Home Theater', 'Cine en casa', 'home-theater', 'home theater setup', 'surround sound'),
    ],
  },
  {
    name: 'Junk Removal & Waste',
    nameEs: 'Retiro de basura y desechos',
    slug: 'junk-removal',
    keywords: 'junk hauling removal trash disposal',
    trade: 'Hauling',
    subcategories: [
      sub(
        'Junk Removal',
        'Retiro de basura',
        'junk-removal-service',
        'junk removal',
        'garage cleanouts',
      ),
      sub(
        'Dumpster Rental',
        'Renta de contenedores',
        'dumpster-rental',
        'dumpster rental',
        'roll-off containers',
      ),
      sub(
        'Yard Waste Removal',
        'Retiro de desechos de jardín',
        'yard-waste-removal',
        'yard waste removal',
        'brush hauling',
      ),
    ],
  },
  {
    name: 'Landscaping & Outdoor',
    nameEs: 'Jardinería y exteriores',
    slug: 'landscaping-outdoor',
    keywords: 'landscaper landscaping gardener gardening lawn yard',
    trade: 'Landscaping',
    subcategories: [
      sub('Lawn Care', 'Cuidado del césped', 'lawn-care', 'lawn mowing', 'fertilizing'),
      sub(
        'Tree Service',
        'Poda y tala de árboles',
        'tree-service',
        'tree trimming',
        'tree removal',
      ),
      sub('Irrigation', 'Riego', 'irrigation', 'sprinkler repair', 'drip irrigation'),
      sub('Fencing', 'Cercas', 'fencing', 'fence installation', 'gate repair'),
      sub('Decks & Patios', 'Terrazas y patios', 'decks-patios', 'deck building', 'paver patios'),
    ],
  },
  {
    name: 'Mobile Services',
    nameEs: 'Servicios a domicilio',
    slug: 'mobile-services',
    keywords: 'mobile onsite',
    trade: 'Mobile',
    subcategories: [
      sub(
        'Mobile Auto Detailing',
        'Detallado de autos a domicilio',
        'mobile-auto-detailing',
        'car detailing',
        'interior shampoo',
      ),
      sub(
        'Mobile Mechanic',
        'Mecánico a domicilio',
        'mobile-mechanic',
        'brake repair',
        'on-site car repair',
      ),
      sub(
        'Mobile Pet Grooming',
        'Estética de mascotas a domicilio',
        'mobile-pet-grooming',
        'mobile grooming van',
      ),
      sub(
        'Mobile Notary',
        'Notario público a domicilio',
        'mobile-notary',
        'notary services',
        'loan signings',
      ),
    ],
  },
  {
    name: 'Moving Services',
    nameEs: 'Servicios de mudanza',
    slug: 'moving-services',
    keywords: 'mover movers moving relocation',
    trade: 'Movers',
    subcategories: [
      sub('Local Moving', 'Mudanzas locales', 'local-moving', 'local moves', 'apartment moves'),
      sub(
        'Long Distance Moving',
        'Mudanzas de larga distancia',
        'long-distance-moving',
        'long distance moves',
      ),
      sub('Packing Services', 'Servicio de empaque', 'packing-services', 'packing and unpacking'),
      sub('Piano Moving', 'Mudanza de pianos', 'piano-moving', 'piano moving'),
      sub('Storage', 'Almacenamiento', 'storage', 'short-term storage'),
    ],
  },
  {
    name: 'Painting & Finishing',
    nameEs: 'Pintura y acabados',
    slug: 'painting-finishing',
    keywords: 'painter painters painting',
    trade: 'Painting',
    subcategories: [
      sub(
        'Interior Painting',
        'Pintura de interiores',
        'interior-painting',
        'interior painting',
        'cabinet painting',
      ),
      sub(
        'Exterior Painting',
        'Pintura de exteriores',
        'exterior-painting',
        'exterior painting',
        'trim painting',
      ),
      sub('Wallpaper', 'Papel tapiz', 'wallpaper', 'wallpaper installation', 'wallpaper removal'),
      sub(
        'Staining & Refinishing',
        'Tinte y restauración de madera',
        'staining-refinishing',
        'deck staining',
        'floor refinishing',
      ),
    ],
  },
  {
    name: 'Plumbing Services',
    nameEs: 'Servicios de plomería',
    slug: 'plumbing-services',
    keywords: 'plumber plumbers plumbing pipes leaks',
    trade: 'Plumbing',
    subcategories: [
      sub('Plumber', 'Plomero', 'plumber', 'leak repair', 'faucet and toilet repair'),
      sub(
        'Drain Cleaning',
        'Destape de drenajes',
        'drain-cleaning',
        'drain cleaning',
        'sewer line camera inspection',
      ),
      sub(
        'Water Heaters',
        'Calentadores de agua',
        'water-heaters',
        'water heater installation',
        'tankless water heaters',
      ),
      sub('Repiping', 'Cambio de tuberías', 'repiping', 'whole-house repiping', 'pipe replacement'),
    ],
  },
  {
    name: 'Roofing & Gutters',
    nameEs: 'Techos y canaletas',
    slug: 'roofing-gutters',
    keywords: 'roofer roofers roofing roof gutters',
    trade: 'Roofing',
    subcategories: [
      sub(
        'Roof Repair',
        'Reparación de techos',
        'roof-repair',
        'roof leak repair',
        'shingle replacement',
      ),
      sub('Roof Replacement', 'Cambio de techo', 'roof-replacement', 'new roofs', 'tear-offs'),
      sub(
        'Gutter Installation',
        'Instalación de canaletas',
        'gutter-installation',
        'seamless gutters',
        'gutter guards',
      ),
      sub(
        'Gutter Cleaning',
        'Limpieza de canaletas',
        'gutter-cleaning',
        'gutter cleaning',
        'downspout repair',
      ),
    ],
  },
];
