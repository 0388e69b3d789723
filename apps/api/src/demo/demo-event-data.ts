/**
 * The demo catalogue as data: the eight categories and the events across India that a first `npm start` shows,
 * each with its venue, its date relative to the seed's moment (days ahead, at a time in India) and either one
 * price or two to four ticket categories. Only data: demo-events.ts writes it.
 */

export const DEMO_CATEGORIES = [
  { name: 'Music', description: 'Concerts, live gigs, classical recitals and DJ nights.' },
  { name: 'Festival', description: 'Cultural festivals, melas, garba nights and city-wide celebrations.' },
  { name: 'Conference', description: 'Tech summits, industry conferences, talks and meetups.' },
  { name: 'Comedy', description: 'Stand-up specials, open mics and improv shows.' },
  { name: 'Sports', description: 'Matches, tournaments, screenings and fan events.' },
  { name: 'Workshop', description: 'Hands-on classes to learn a craft, an art or a skill.' },
  { name: 'Theatre', description: 'Plays, musicals, dastangoi and live storytelling.' },
  { name: 'Food & Drink', description: 'Food festivals, tasting menus, food walks and cooking experiences.' },
] as const;

type CategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

interface DemoVenue {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

interface DemoTicketCategory {
  name: string;
  description: string;
  pricePaise: number;
  seats: number;
}

export interface DemoEvent {
  title: string;
  description: string;
  category: CategoryName;
  organizer: 'priya' | 'rohan';
  city: string;
  venue: DemoVenue;
  /** Days from `now` (negative: in the past), at the given India Standard Time. */
  daysAhead: number;
  timeIst: [hour: number, minute: number];
  /** Single-price events: price and seats. */
  pricePaise?: number;
  seats?: number;
  /** Category events: 2 to 4 ticket categories. */
  ticketCategories?: DemoTicketCategory[];
  refundPolicy?: { sevenDaysOrMore: number; oneToDays: number; lessThanDay: number; description: string };
  cancelledReason?: string;
}

const rupees = (amount: number) => amount * 100;

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Sufi Nights by the Sea',
    description:
      'An evening of qawwali and Sufi poetry with a twelve-piece ensemble, under the stars at the edge of the Arabian Sea. Expect timeless kalaams by Amir Khusrau and Bulleh Shah alongside new compositions. Doors open an hour early for chai and kebabs on the lawns.',
    category: 'Music',
    organizer: 'priya',
    city: 'Mumbai',
    venue: {
      name: 'NCPA – Jamshed Bhabha Theatre',
      address: 'NCPA Marg, Nariman Point, Mumbai, Maharashtra 400021',
      lat: 18.9256,
      lng: 72.82,
    },
    daysAhead: 12,
    timeIst: [19, 30],
    ticketCategories: [
      {
        name: 'General Admission',
        description: 'Balcony seating, free choice of seat.',
        pricePaise: rupees(999),
        seats: 300,
      },
      {
        name: 'Gold',
        description: 'Reserved stalls with a clear view of the stage.',
        pricePaise: rupees(2499),
        seats: 150,
      },
      {
        name: 'VIP',
        description: 'Front rows, a welcome drink and a meet-and-greet with the artists.',
        pricePaise: rupees(4999),
        seats: 50,
      },
    ],
  },
  {
    title: 'Jaipur Kite & Colour Festival',
    description:
      'Rooftop kite flying, folk dancers from across Rajasthan and a bazaar of block prints and blue pottery fill the courtyards for one long, colourful evening. Kite-making stalls teach children and grown-ups alike. The night ends with a lantern release and live Manganiyar music.',
    category: 'Festival',
    organizer: 'rohan',
    city: 'Jaipur',
    venue: {
      name: 'Jawahar Kala Kendra',
      address: '2, Jawaharlal Nehru Marg, Jhalana Doongri, Jaipur, Rajasthan 302004',
      lat: 26.8897,
      lng: 75.8145,
    },
    daysAhead: 9,
    timeIst: [17, 0],
    pricePaise: rupees(299),
    seats: 800,
  },
  {
    title: 'DevSummit India: Building for Bharat',
    description:
      'Two tracks of talks on building software for the next billion users: UPI integrations, vernacular interfaces, low-bandwidth design and scaling on a budget. Speakers include engineering leaders from Indian startups and open-source maintainers. An evening networking session follows with the hiring partners.',
    category: 'Conference',
    organizer: 'priya',
    city: 'Bengaluru',
    venue: {
      name: 'Bangalore International Exhibition Centre',
      address: '10th Mile, Tumkur Road, Madavara Post, Bengaluru, Karnataka 562123',
      lat: 13.0633,
      lng: 77.4746,
    },
    daysAhead: 34,
    timeIst: [17, 30],
    ticketCategories: [
      {
        name: 'Student',
        description: 'Valid college ID required at the entrance.',
        pricePaise: rupees(499),
        seats: 200,
      },
      {
        name: 'Professional',
        description: 'All talks, lunch and the networking session.',
        pricePaise: rupees(2999),
        seats: 400,
      },
      {
        name: 'All-Access',
        description: 'Everything, plus speaker workshops and reserved front seating.',
        pricePaise: rupees(6999),
        seats: 100,
      },
    ],
    refundPolicy: {
      sevenDaysOrMore: 90,
      oneToDays: 40,
      lessThanDay: 0,
      description:
        'Cancelling a week or more before the summit refunds 90%: the 10% kept covers payment processing. Passes are issued in the attendee’s name.',
    },
  },
  {
    title: 'Laugh Riot: Stand-up Saturday',
    description:
      'Four of Delhi’s sharpest comics try out their freshest material on family WhatsApp groups, Delhi Metro etiquette and the eternal search for parking. The show runs about 90 minutes with no interval. Recommended for ages 16 and up.',
    category: 'Comedy',
    organizer: 'rohan',
    city: 'New Delhi',
    venue: {
      name: 'Kamani Auditorium',
      address: '1, Copernicus Marg, Mandi House, New Delhi, Delhi 110001',
      lat: 28.6252,
      lng: 77.2339,
    },
    daysAhead: 5,
    timeIst: [20, 0],
    pricePaise: rupees(599),
    seats: 600,
  },
  {
    title: 'Kochi Football Cup Final',
    description:
      'The two best club sides of the Kerala season meet under the floodlights for the cup. Expect a packed Kaloor crowd, drums and flags from the first whistle. Gates open two hours before kick-off; outside food is not allowed.',
    category: 'Sports',
    organizer: 'priya',
    city: 'Kochi',
    venue: {
      name: 'Jawaharlal Nehru International Stadium',
      address: 'Kaloor, Kochi, Kerala 682017',
      lat: 9.9971,
      lng: 76.3009,
    },
    daysAhead: 21,
    timeIst: [19, 0],
    ticketCategories: [
      {
        name: 'East Stand',
        description: 'Open stand behind the home supporters.',
        pricePaise: rupees(350),
        seats: 2000,
      },
      {
        name: 'West Stand',
        description: 'Covered stand facing the dugouts.',
        pricePaise: rupees(600),
        seats: 1500,
      },
      {
        name: 'Pavilion',
        description: 'Cushioned seats at the halfway line with refreshments.',
        pricePaise: rupees(1500),
        seats: 300,
      },
    ],
  },
  {
    title: 'Hands-on Pottery Evening',
    description:
      'Learn to centre clay and throw your first bowls on the wheel with a Goa-based studio potter. All materials, aprons and firing are included, and your pieces are glazed and ready to collect two weeks later. Small batch of 24 so everyone gets a wheel.',
    category: 'Workshop',
    organizer: 'rohan',
    city: 'Goa',
    venue: {
      name: 'Sunaparanta Goa Centre for the Arts',
      address: 'Altinho, Panaji, Goa 403001',
      lat: 15.4949,
      lng: 73.8314,
    },
    daysAhead: 16,
    timeIst: [17, 0],
    pricePaise: rupees(1800),
    seats: 24,
  },
  {
    title: 'Tughlaq: A Girish Karnad Classic',
    description:
      'A new Bengali-English staging of Girish Karnad’s celebrated play about the idealist sultan whose grand visions turned to ruin. Twenty actors and a live percussion score bring fourteenth-century Delhi to the stage. Performed in two acts with a fifteen-minute interval.',
    category: 'Theatre',
    organizer: 'priya',
    city: 'Kolkata',
    venue: {
      name: 'Kala Mandir Auditorium',
      address: '48, Shakespeare Sarani, Kolkata, West Bengal 700017',
      lat: 22.544,
      lng: 88.3526,
    },
    daysAhead: 27,
    timeIst: [18, 30],
    ticketCategories: [
      { name: 'Balcony', description: 'Upper level seating.', pricePaise: rupees(300), seats: 200 },
      { name: 'Stalls', description: 'Ground floor seating.', pricePaise: rupees(750), seats: 300 },
      {
        name: 'Premium',
        description: 'First eight rows, centre block.',
        pricePaise: rupees(1200),
        seats: 80,
      },
      // Sold out in the demo (Vikram holds all six), with Ananya on its waitlist: demo-waitlist.ts.
      {
        name: 'Royal Box',
        description: 'A private box for six beside the stage.',
        pricePaise: rupees(2500),
        seats: 6,
      },
    ],
  },
  {
    title: 'Hyderabad Biryani Trail',
    description:
      'Taste six styles of biryani, from kacchi gosht to Hyderabadi dum and Andhra-style pulao, served by family-run kitchens. A food historian explains how each one came to the Deccan. Vegetarian and Jain options are available at every counter.',
    category: 'Food & Drink',
    organizer: 'rohan',
    city: 'Hyderabad',
    venue: {
      name: 'Shilparamam',
      address: 'HITEC City Main Road, Madhapur, Hyderabad, Telangana 500081',
      lat: 17.4526,
      lng: 78.3818,
    },
    daysAhead: 7,
    timeIst: [19, 0],
    pricePaise: rupees(1200),
    seats: 120,
  },
  {
    title: 'Indie Rock Evening: Monsoon Sessions',
    description:
      'Three of Pune’s favourite indie bands share the bill for a loud, joyful evening of original music. Expect singalongs, new songs and a surprise collaboration to close the night. Standing venue; earplugs are available at the bar.',
    category: 'Music',
    organizer: 'rohan',
    city: 'Pune',
    venue: {
      name: 'Ganesh Kala Krida Rangmanch',
      address: 'Swargate, Pune, Maharashtra 411042',
      lat: 18.5006,
      lng: 73.8636,
    },
    daysAhead: 24,
    timeIst: [19, 0],
    pricePaise: rupees(799),
    seats: 1000,
  },
  {
    title: 'Navratri Garba Night',
    description:
      'Dance the garba and dandiya raas to a live orchestra of dhol, shehnai and Gujarati folk singers. Traditional dress is encouraged and dandiya sticks are handed out at the gate. Food stalls serve fafda, jalebi and thepla all night.',
    category: 'Festival',
    organizer: 'priya',
    city: 'Ahmedabad',
    venue: {
      name: 'GMDC Ground',
      address: 'Near Gujarat University, Vastrapur, Ahmedabad, Gujarat 380052',
      lat: 23.0395,
      lng: 72.5311,
    },
    daysAhead: 45,
    timeIst: [20, 0],
    ticketCategories: [
      {
        name: 'Single Pass',
        description: 'Entry for one to the dance arena.',
        pricePaise: rupees(499),
        seats: 3000,
      },
      {
        name: 'Couple Pass',
        description: 'Entry for two, counted as one ticket.',
        pricePaise: rupees(899),
        seats: 1000,
      },
      {
        name: 'VIP Lounge',
        description: 'Lounge seating, dinner buffet and parking.',
        pricePaise: rupees(2499),
        seats: 200,
      },
    ],
  },
  {
    title: 'Startup Founders Meetup',
    description:
      'An informal evening for founders, early employees and the startup-curious in Chennai. Short talks from two founders on their first hundred customers are followed by open networking over filter coffee. Entry is free; registration helps us plan the seating.',
    category: 'Conference',
    organizer: 'rohan',
    city: 'Chennai',
    venue: {
      name: 'IIT Madras Research Park',
      address: 'Kanagam Road, Taramani, Chennai, Tamil Nadu 600113',
      lat: 12.9908,
      lng: 80.2427,
    },
    daysAhead: 11,
    timeIst: [18, 0],
    pricePaise: 0,
    seats: 250,
  },
  {
    title: 'Open Mic Comedy Night',
    description:
      'Ten new voices get seven minutes each on the mic, hosted by a Bengaluru comedy regular. Some sets will bomb and some will kill, which is exactly the fun. Seating is first come, first served.',
    category: 'Comedy',
    organizer: 'priya',
    city: 'Bengaluru',
    venue: {
      name: 'Bangalore International Centre',
      address: '7, 4th Main Road, Domlur II Stage, Bengaluru, Karnataka 560071',
      lat: 12.9605,
      lng: 77.6387,
    },
    daysAhead: 3,
    timeIst: [20, 30],
    pricePaise: rupees(349),
    seats: 150,
  },
  {
    title: 'Community Coding Workshop: Your First Web App',
    description:
      'A free, beginner-friendly evening where volunteer mentors help you build and publish a small web app from scratch. Bring a laptop with a browser; no experience needed. Snacks and Wi-Fi are on the house.',
    category: 'Workshop',
    organizer: 'priya',
    city: 'Hyderabad',
    venue: {
      name: 'T-Hub',
      address: 'Inorbit Mall Road, Knowledge City, Raidurg, Hyderabad, Telangana 500081',
      lat: 17.4338,
      lng: 78.3826,
    },
    daysAhead: 19,
    timeIst: [17, 30],
    pricePaise: 0,
    seats: 80,
  },
  {
    title: 'Dastangoi: Tales from Old Delhi',
    description:
      'Two storytellers revive the sixteenth-century Urdu art of dastangoi with tales of Shahjahanabad’s poets, wrestlers and kite-fliers. Performed in Hindustani with English surtitles. A short conversation with the performers follows the show.',
    category: 'Theatre',
    organizer: 'rohan',
    city: 'New Delhi',
    venue: {
      name: 'India Habitat Centre – Stein Auditorium',
      address: 'Lodhi Road, New Delhi, Delhi 110003',
      lat: 28.5894,
      lng: 77.2253,
    },
    daysAhead: 38,
    timeIst: [19, 0],
    pricePaise: rupees(500),
    seats: 300,
  },
  {
    title: 'Mumbai Coastal Food Festival',
    description:
      'Konkani, Malvani, Parsi and East Indian kitchens cook the best of the coast, from bombil fry and sol kadhi to patrani machhi. Chefs run short live demos on the hour. Tokens for tastings are included in the entry price.',
    category: 'Food & Drink',
    organizer: 'priya',
    city: 'Mumbai',
    venue: {
      name: 'Jio World Garden',
      address: 'Bandra Kurla Complex, Bandra East, Mumbai, Maharashtra 400051',
      lat: 19.0654,
      lng: 72.8662,
    },
    daysAhead: 60,
    timeIst: [18, 0],
    pricePaise: rupees(699),
    seats: 1500,
    refundPolicy: {
      sevenDaysOrMore: 75,
      oneToDays: 25,
      lessThanDay: 0,
      description: 'Tasting tokens are prepared in advance, so refunds are partial.',
    },
  },
  {
    title: 'Pro Kabaddi Fan Night',
    description:
      'Watch the league’s top raiders up close as the home side takes on the defending champions. Between halves there are fan contests, a drumline and a kids’ zone. Gates open ninety minutes before the first match.',
    category: 'Sports',
    organizer: 'rohan',
    city: 'Jaipur',
    venue: {
      name: 'Sawai Mansingh Indoor Stadium',
      address: 'Janpath, Rambagh, Jaipur, Rajasthan 302004',
      lat: 26.8953,
      lng: 75.8063,
    },
    daysAhead: 88,
    timeIst: [19, 30],
    ticketCategories: [
      { name: 'General', description: 'Upper tier seating.', pricePaise: rupees(400), seats: 2500 },
      {
        name: 'Courtside',
        description: 'First three rows along the mat.',
        pricePaise: rupees(2000),
        seats: 120,
      },
    ],
  },
  {
    title: 'Sunset Jazz on the Lawns',
    description:
      'A relaxed open-air evening of jazz standards and Indo-jazz fusion from a Bengaluru quintet. Bring a mat or rent a bean bag; picnic hampers are available. Children under twelve enter free with an adult.',
    category: 'Music',
    organizer: 'rohan',
    city: 'Bengaluru',
    venue: {
      name: 'Palace Grounds',
      address: 'Jayamahal Road, Vasanth Nagar, Bengaluru, Karnataka 560006',
      lat: 13.0003,
      lng: 77.5922,
    },
    daysAhead: 20,
    timeIst: [18, 0],
    pricePaise: rupees(899),
    seats: 700,
    cancelledReason:
      'The lawns are waterlogged after unseasonal heavy rain, so the venue cannot host the concert. Every ticket holder gets a full refund.',
  },
  {
    title: 'Carnatic Evening: Strings of the South',
    description:
      'A veena and violin duet, accompanied by mridangam and ghatam, works through ragas from Thyagaraja to contemporary compositions. The concert opens with a short explanation of each raga for newcomers. Seating is on chairs with a few rows of floor seating at the front.',
    category: 'Music',
    organizer: 'priya',
    city: 'Kochi',
    venue: {
      name: 'J.T. Pac',
      address: 'Sahodaran Ayyappan Road, Maradu, Kochi, Kerala 682304',
      lat: 9.9386,
      lng: 76.3192,
    },
    daysAhead: -10,
    timeIst: [18, 30],
    pricePaise: rupees(400),
    seats: 500,
  },
];
