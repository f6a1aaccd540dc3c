/**
 * The category catalogue: the 14 categories of the stock image catalogue plus the footer's
 * quick-link slugs (beauty, care, cleaning, renovations), so no footer link lands on "Category Not Found".
 * `services` are the words a customer types; the demo generator uses them for descriptions.
 */
export interface CatalogueSubcategory {
  name: string;
  slug: string;
  services: string[];
}

export interface CatalogueCategory {
  name: string;
  slug: string;
  /** The trade noun used in business names ("Plumbing", "Electric"). */
  trade: string;
  /** Words people use for the trade ("plumber", "pipes"): searchable on every company of the category. */
  keywords: string;
  subcategories: CatalogueSubcategory[];
}

const sub = (name: string, slug: string, ...services: string[]): CatalogueSubcategory => ({
  name,
  slug,
  services,
});

export const CATALOGUE: CatalogueCategory[] = [
  {
    name: 'Beauty & Wellness',
    slug: 'beauty',
    keywords: 'beauty salon spa hairdresser stylist manicurist esthetician',
    trade: 'Beauty',
    subcategories: [
      sub('Hair Salon', 'hair-salon', 'haircuts', 'coloring', 'blowouts'),
      sub('Nail Salon', 'nail-salon', 'manicures', 'pedicures', 'gel nails'),
      sub('Massage Therapy', 'massage-therapy', 'deep tissue massage', 'sports massage'),
      sub('Skin Care', 'skin-care', 'facials', 'skin treatments'),
      sub('Barber', 'barber', 'fades', 'beard trims', 'hot towel shaves'),
    ],
  },
  {
    name: 'Care Services',
    slug: 'care',
    keywords: 'caregiver nanny babysitter sitter tutor',
    trade: 'Care',
    subcategories: [
      sub('Child Care', 'child-care', 'babysitting', 'after-school care'),
      sub('Senior Care', 'senior-care', 'in-home senior care', 'companionship'),
      sub('Pet Care', 'pet-care', 'dog walking', 'pet sitting'),
      sub('Pet Grooming', 'pet-grooming', 'dog grooming', 'bathing and nail trims'),
      sub('Tutoring', 'tutoring', 'math tutoring', 'test prep'),
    ],
  },
  {
    name: 'Cleaning Services',
    slug: 'cleaning',
    keywords: 'cleaner cleaners cleaning maid housekeeping janitorial',
    trade: 'Cleaning',
    subcategories: [
      sub('House Cleaning', 'house-cleaning', 'recurring house cleaning', 'deep cleaning'),
      sub('Carpet Cleaning', 'carpet-cleaning', 'steam carpet cleaning', 'stain removal'),
      sub('Window Cleaning', 'window-cleaning', 'window washing', 'screen cleaning'),
      sub('Move-out Cleaning', 'move-out-cleaning', 'move-out cleaning', 'rental turnovers'),
      sub('Pressure Washing', 'pressure-washing', 'driveway pressure washing', 'deck washing'),
    ],
  },
  {
    name: 'Construction & Renovation',
    slug: 'renovations',
    keywords: 'contractor builder construction remodel remodeling renovation carpenter',
    trade: 'Builders',
    subcategories: [
      sub('General Contractor', 'general-contractor', 'home renovations', 'additions'),
      sub('Kitchen Remodeling', 'kitchen-remodeling', 'kitchen remodels', 'cabinet installation'),
      sub('Bathroom Remodeling', 'bathroom-remodeling', 'bathroom remodels', 'tile showers'),
      sub('Flooring', 'flooring', 'hardwood flooring', 'tile and vinyl floors'),
      sub('Drywall', 'drywall', 'drywall repair', 'texture matching'),
    ],
  },
  {
    name: 'Design Services',
    slug: 'design-services',
    keywords: 'designer decorator architect design',
    trade: 'Design',
    subcategories: [
      sub('Interior Design', 'interior-design', 'interior design', 'space planning'),
      sub('Architecture', 'architecture', 'home design', 'permit drawings'),
      sub('Landscape Design', 'landscape-design', 'garden design', 'outdoor living plans'),
      sub('Home Staging', 'home-staging', 'home staging', 'furniture rental'),
    ],
  },
  {
    name: 'Electrical Services',
    slug: 'electrical-services',
    keywords: 'electrician electricians electric electrical wiring',
    trade: 'Electric',
    subcategories: [
      sub('Electrician', 'electrician', 'electrical repairs', 'outlet and switch installation'),
      sub(
        'Lighting Installation',
        'lighting-installation',
        'recessed lighting',
        'fixture installation',
      ),
      sub('Panel Upgrades', 'panel-upgrades', 'electrical panel upgrades', 'circuit breakers'),
      sub('EV Charger Installation', 'ev-charger-installation', 'EV charger installation'),
      sub('Generator Installation', 'generator-installation', 'standby generators'),
    ],
  },
  {
    name: 'HVAC Services',
    slug: 'hvac-services',
    keywords: 'hvac heating cooling furnace air conditioning',
    trade: 'Heating & Air',
    subcategories: [
      sub('AC Repair', 'ac-repair', 'air conditioning repair', 'AC tune-ups'),
      sub('Furnace Repair', 'furnace-repair', 'furnace repair', 'heating maintenance'),
      sub('Heat Pump Installation', 'heat-pump-installation', 'heat pump installation'),
      sub('Duct Cleaning', 'duct-cleaning', 'air duct cleaning', 'dryer vent cleaning'),
    ],
  },
  {
    name: 'Handyman & Repairs',
    slug: 'handyman-repairs',
    keywords: 'handyman repairs fixes',
    trade: 'Handyman',
    subcategories: [
      sub('Handyman', 'handyman', 'small home repairs', 'odd jobs'),
      sub('Furniture Assembly', 'furniture-assembly', 'furniture assembly', 'TV mounting'),
      sub('Door & Window Repair', 'door-window-repair', 'door repair', 'window repair'),
      sub('Appliance Repair', 'appliance-repair', 'washer and dryer repair', 'refrigerator repair'),
    ],
  },
  {
    name: 'Installation Services',
    slug: 'installation-services',
    keywords: 'installer installers installation mounting',
    trade: 'Installers',
    subcategories: [
      sub('Appliance Installation', 'appliance-installation', 'appliance installation'),
      sub('Solar Installation', 'solar-installation', 'solar panel installation'),
      sub('Security Systems', 'security-systems', 'security camera installation', 'alarm systems'),
      sub('Home Theater', 'home-theater', 'home theater setup', 'surround sound'),
    ],
  },
  {
    name: 'Junk Removal & Waste',
    slug: 'junk-removal',
    keywords: 'junk hauling removal trash disposal',
    trade: 'Hauling',
    subcategories: [
      sub('Junk Removal', 'junk-removal-service', 'junk removal', 'garage cleanouts'),
      sub('Dumpster Rental', 'dumpster-rental', 'dumpster rental', 'roll-off containers'),
      sub('Yard Waste Removal', 'yard-waste-removal', 'yard waste removal', 'brush hauling'),
    ],
  },
  {
    name: 'Landscaping & Outdoor',
    slug: 'landscaping-outdoor',
    keywords: 'landscaper landscaping gardener gardening lawn yard',
    trade: 'Landscaping',
    subcategories: [
      sub('Lawn Care', 'lawn-care', 'lawn mowing', 'fertilizing'),
      sub('Tree Service', 'tree-service', 'tree trimming', 'tree removal'),
      sub('Irrigation', 'irrigation', 'sprinkler repair', 'drip irrigation'),
      sub('Fencing', 'fencing', 'fence installation', 'gate repair'),
      sub('Decks & Patios', 'decks-patios', 'deck building', 'paver patios'),
    ],
  },
  {
    name: 'Mobile Services',
    slug: 'mobile-services',
    keywords: 'mobile onsite',
    trade: 'Mobile',
    subcategories: [
      sub('Mobile Auto Detailing', 'mobile-auto-detailing', 'car detailing', 'interior shampoo'),
      sub('Mobile Mechanic', 'mobile-mechanic', 'brake repair', 'on-site car repair'),
      sub('Mobile Pet Grooming', 'mobile-pet-grooming', 'mobile grooming van'),
      sub('Mobile Notary', 'mobile-notary', 'notary services', 'loan signings'),
    ],
  },
  {
    name: 'Moving Services',
    slug: 'moving-services',
    keywords: 'mover movers moving relocation',
    trade: 'Movers',
    subcategories: [
      sub('Local Moving', 'local-moving', 'local moves', 'apartment moves'),
      sub('Long Distance Moving', 'long-distance-moving', 'long distance moves'),
      sub('Packing Services', 'packing-services', 'packing and unpacking'),
      sub('Piano Moving', 'piano-moving', 'piano moving'),
      sub('Storage', 'storage', 'short-term storage'),
    ],
  },
  {
    name: 'Painting & Finishing',
    slug: 'painting-finishing',
    keywords: 'painter painters painting',
    trade: 'Painting',
    subcategories: [
      sub('Interior Painting', 'interior-painting', 'interior painting', 'cabinet painting'),
      sub('Exterior Painting', 'exterior-painting', 'exterior painting', 'trim painting'),
      sub('Wallpaper', 'wallpaper', 'wallpaper installation', 'wallpaper removal'),
      sub('Staining & Refinishing', 'staining-refinishing', 'deck staining', 'floor refinishing'),
    ],
  },
  {
    name: 'Plumbing Services',
    slug: 'plumbing-services',
    keywords: 'plumber plumbers plumbing pipes leaks',
    trade: 'Plumbing',
    subcategories: [
      sub('Plumber', 'plumber', 'leak repair', 'faucet and toilet repair'),
      sub('Drain Cleaning', 'drain-cleaning', 'drain cleaning', 'sewer line camera inspection'),
      sub('Water Heaters', 'water-heaters', 'water heater installation', 'tankless water heaters'),
      sub('Repiping', 'repiping', 'whole-house repiping', 'pipe replacement'),
    ],
  },
  {
    name: 'Roofing & Gutters',
    slug: 'roofing-gutters',
    keywords: 'roofer roofers roofing roof gutters',
    trade: 'Roofing',
    subcategories: [
      sub('Roof Repair', 'roof-repair', 'roof leak repair', 'shingle replacement'),
      sub('Roof Replacement', 'roof-replacement', 'new roofs', 'tear-offs'),
      sub('Gutter Installation', 'gutter-installation', 'seamless gutters', 'gutter guards'),
      sub('Gutter Cleaning', 'gutter-cleaning', 'gutter cleaning', 'downspout repair'),
    ],
  },
];
