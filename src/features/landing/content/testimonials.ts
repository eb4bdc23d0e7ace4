// Success stories on the landing page: name, role, text, a five-star rating, a result.
export interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: number;
  result: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Nurse, trading part-time',
    text: 'I had never read a chart before. The beginner modules explained candlesticks and risk in plain words, and the quizzes made sure it stuck before I moved on.',
    rating: 5,
    result: 'Finished all 15 modules in 10 weeks',
  },
  {
    name: 'David Chen',
    role: 'Software engineer',
    text: 'The risk management module changed how I size every position. I stopped guessing and started following a plan I can explain.',
    rating: 5,
    result: 'Halved his average loss per trade',
  },
  {
    name: 'Maria Gonzalez',
    role: 'Small business owner',
    text: 'The live sessions in the community are where it clicked. Watching experienced traders think out loud taught me more than any book.',
    rating: 5,
    result: 'Trades from a written plan every week',
  },
];
