/**
 * The words of the demo instance: post, reply and poll templates for friendly small-instance
 * chatter. Templates use `{slot}` placeholders filled from the word lists below; `#tags`,
 * `@mentions`, `:emoji:` and links inside are turned into HTML by the formatter.
 */
import type { Rng } from './prng'

const WORDS: Record<string, readonly string[]> = {
  bird: [
    'starlings',
    'a robin',
    'two magpies',
    'a wren',
    'the blackbirds',
    'a heron',
    'goldfinches',
    'a kestrel',
    'swifts',
    'a pair of jays',
  ],
  place: [
    'the allotment',
    'the canal',
    'the park by the station',
    'my balcony',
    'the old orchard',
    'the riverbank',
    'the back garden',
    'the bus stop',
  ],
  plant: [
    'tomatoes',
    'sweet peas',
    'the chilli plants',
    'basil',
    'courgettes',
    'the rhubarb',
    'runner beans',
    'lavender',
    'strawberries',
  ],
  food: [
    'sourdough',
    'lentil soup',
    'a lemon cake',
    'dumplings',
    'shakshuka',
    'focaccia',
    'ramen',
    'a plum crumble',
    'pancakes',
  ],
  tool: [
    'Rust',
    'TypeScript',
    'Elixir',
    'a shell script',
    'SQLite',
    'Vim',
    'Emacs',
    'Go',
    'a tiny Makefile',
  ],
  thing: [
    'the build',
    'my test suite',
    'the CI pipeline',
    'a flaky test',
    'the release',
    'my dotfiles',
    'the parser',
    'the migration',
  ],
  music: [
    'an old jazz record',
    'a synth album from 1983',
    'a folk playlist',
    'Bach cello suites',
    'a lo-fi mix',
    'some Afrobeat',
    'my own terrible demo tape',
  ],
  instrument: ['ukulele', 'piano', 'bass', 'accordion', 'fiddle', 'drum machine'],
  weather: [
    'drizzle',
    'bright sunshine',
    'a grey, windy sky',
    'fog',
    'a proper thunderstorm',
    'sleet',
    'a warm breeze',
  ],
  feeling: ['happy', 'sleepy', 'weirdly proud', 'cautiously optimistic', 'hungry', 'content'],
  time: ['this morning', 'at lunch', 'after work', 'at dawn', 'late last night', 'on the way home'],
}

const POSTS: Record<string, readonly string[]> = {
  birds: [
    'Saw {bird} at {place} {time}. Made my whole day. #birds',
    'Murmuration over {place} {time}! Hundreds of starlings folding in and out like smoke :starling: #birdwatching',
    '{bird} keeps stealing the suet from the feeder. I have decided this is fine. #birds',
    'Quiet walk along {place}. Counted eleven species, heard at least three more. #birdwatching #nature',
    'Is it just me or are {bird} extra loud this week? Spring is coming :sparkle:',
  ],
  garden: [
    'First {plant} of the season are up :sprout: #gardening',
    'Spent {time} weeding around the {plant}. Back hurts, soul healed. #gardening',
    'Question for the garden people: what do you do about slugs on {plant}? #gardening',
    'Harvest report: a bowl of {plant} and one suspiciously large courgette :tomato: #growyourown',
    'Rain barrel is full, {plant} are thriving, I am {feeling}. #gardening',
  ],
  food: [
    'Made {food} {time}. Kitchen smells amazing :bread: #cooking',
    "Today's experiment: {food} with whatever was left in the fridge. Verdict: surprisingly good. #food",
    'Coffee number three :coffee: and it is not even noon.',
    'Anyone have a good recipe for {food}? Mine always comes out a bit flat. #cooking',
    'Sunday plan: bake {food}, read a book, ignore the laundry. #sundayvibes',
  ],
  code: [
    'Finally fixed {thing}. It was a missing semicolon. It is always a missing semicolon :floppy: #programming',
    'Rewrote a small tool in {tool} {time}. Half the lines, twice as readable. #programming',
    '{thing} is green again. I will not touch anything until Monday. #devlife',
    'Hot take: {tool} is perfectly fine for small projects and you do not need a framework. #programming',
    'Spent an hour debugging {thing} only to find out the clock on my laptop was wrong. #devlife',
  ],
  music: [
    'Listening to {music} while it is {weather} outside :note: #music',
    'Practised {instrument} for an hour {time}. My neighbours have been very patient. #music',
    'Found {music} in a charity shop for two euros. Best purchase of the year. #vinyl',
    'What are you all listening to today? I am stuck on {music}. #music',
  ],
  life: [
    'Woke up to {weather}. Staying in with tea and a book.',
    'Small instance appreciation post: you are all lovely :heart:',
    'The cat has claimed my chair again :cat: I now work standing.',
    'Long day. Feeling {feeling} anyway.',
    'Cycled along {place} {time}. Legs are jelly, brain is clear. #cycling',
    'Reminder to drink some water and stretch your shoulders :sparkle:',
  ],
}

const REPLIES: readonly string[] = [
  'Oh that sounds lovely!',
  'Same here, honestly.',
  'Ha! I know exactly what you mean.',
  'Please post pictures next time :sparkle:',
  'Good luck with it!',
  'I tried that last year, it worked really well.',
  'Now I want {food}.',
  'This is the content I am here for.',
  'Have you tried {tool}? Might help.',
  'Ooh, which {place}?',
  'Agreed. Also: {bird} are the best.',
  'Thanks for sharing this :heart:',
  'Counterpoint: naps.',
  'I had the same problem with {thing}, turned out to be a config issue.',
]

/** Topic names of the post templates. */
export const TOPICS = Object.keys(POSTS)

/** Replaces `{slot}` placeholders with random words. */
export function fill(rng: Rng, template: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    const list = WORDS[slot]
    return list ? rng.pick(list) : whole
  })
}

/** Templates of each topic not used yet in the current round, per generator. */
const unused = new WeakMap<Rng, Map<string, string[]>>()

/**
 * Draws a template of `topic` without repeating one until the topic's whole list has been used
 * (a shuffle bag), so neighbouring posts on a timeline do not read the same.
 */
function drawTemplate(rng: Rng, topic: string): string {
  const templates = POSTS[topic] ?? POSTS.life ?? []
  const bags = unused.get(rng) ?? new Map<string, string[]>()
  unused.set(rng, bags)
  let bag = bags.get(topic)
  if (!bag || bag.length === 0) {
    bag = rng.sample(templates, templates.length)
    bags.set(topic, bag)
  }
  return bag.pop() ?? rng.pick(templates)
}

/** A top-level post about `topic` (one of TOPICS). */
export function postText(rng: Rng, topic: string): string {
  const text = fill(rng, drawTemplate(rng, topic))
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A short friendly reply. */
export function replyText(rng: Rng): string {
  return fill(rng, rng.pick(REPLIES))
}

/** A greentext story (lines starting with `>`). */
export function greentext(rng: Rng): string {
  return [
    fill(rng, '>be me'),
    fill(rng, '>decide to grow {plant} on {place}'),
    fill(rng, '>{bird} show up {time}'),
    '>eat all of them',
    'mfw nature is healing :starling:',
  ].join('\n')
}

/** Poll questions with their options. */
export const POLLS: readonly { question: string; options: string[] }[] = [
  {
    question: 'Tea or coffee? :coffee:',
    options: ['Tea', 'Coffee', 'Hot water with lemon', 'Both, simultaneously'],
  },
  {
    question: 'What should I plant next to the tomatoes? #gardening',
    options: ['Basil', 'Marigolds', 'Nasturtiums'],
  },
  {
    question: 'Tabs or spaces? (pick all that you have ever used) #programming',
    options: ['Tabs', 'Spaces', 'A mix, sadly', 'Whatever the formatter says'],
  },
  { question: 'Best bird?', options: ['Starling', 'Robin', 'Crow', 'Pigeon (brave choice)'] },
  {
    question: 'Which snacks for the meetup on Saturday?',
    options: ['Crisps', 'Fruit', 'Cake', 'All of it'],
  },
]

/** Content warnings and the posts behind them. */
export const CW_POSTS: readonly { spoiler: string; text: string }[] = [
  {
    spoiler: 'food, slightly gross',
    text: 'Found a forgotten jar of {food} in the back of the fridge. It has developed a personality.',
  },
  {
    spoiler: 'spoilers for the book club',
    text: 'The lighthouse keeper was the narrator all along. I need to lie down.',
  },
  {
    spoiler: 'minor rant about {thing}',
    text: 'Why does {thing} only break on Fridays? Every. Single. Friday.',
  },
  {
    spoiler: 'eye contact (bird)',
    text: '{bird} stared at me through the window for a full minute {time}. I looked away first.',
  },
  {
    spoiler: 'politics-adjacent, local council',
    text: 'The council finally approved the community garden at {place}! Thanks to everyone who wrote in.',
  },
]

/** Link cards: URL, title, description, provider, and the post text that shares them. */
export const CARDS: readonly {
  url: string
  title: string
  description: string
  provider: string
  text: string
}[] = [
  {
    url: 'https://blog.example/2024/starling-murmurations',
    title: 'Why starlings dance: the science of murmurations',
    description:
      'How thousands of birds move as one, explained with simple rules and a lot of patience.',
    provider: 'The Bird Blog',
    text: 'Great read on murmurations :starling: ',
  },
  {
    url: 'https://news.example/gardening/no-dig-beds',
    title: "No-dig beds: a beginner's guide",
    description: 'Cardboard, compost and time: building a vegetable bed without turning the soil.',
    provider: 'Green Fingers News',
    text: 'Trying this method this spring #gardening ',
  },
  {
    url: 'https://dev.example/posts/small-tools',
    title: 'Small tools, long lives',
    description:
      'In praise of boring software that does one thing and keeps doing it for twenty years.',
    provider: 'dev.example',
    text: 'This one is worth your coffee break #programming ',
  },
  {
    url: 'https://recipes.example/focaccia',
    title: 'Overnight focaccia with rosemary',
    description:
      'A forgiving, no-knead bread that looks far more impressive than the effort it takes.',
    provider: 'Recipes Example',
    text: 'Made this last weekend, highly recommended :bread: ',
  },
]
