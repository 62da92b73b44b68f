// The four suggested captions (spec §2 item 7, §9): ours, warm, about the time
// a person takes back. The first one carries this week's score.

export function shareCaptions(score: number): string[] {
  return [
    `${score}% of my week belonged to life. Taking back my time, one pause at a time.`,
    'Work had its hours this week. The rest were mine: slow mornings, long walks and good people.',
    "A reminder to myself: the hours after work aren't leftovers. They're the whole point.",
    "I've started noticing the hours I get back, not only the ones I work. #TakeBackYourTime",
  ];
}
