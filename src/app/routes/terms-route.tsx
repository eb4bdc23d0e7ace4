import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { PREMIUM_PRICE } from '../../config/product.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: 'Tradecraft offers a free online trading course of 15 video modules with quizzes, and an optional paid community. By creating an account you agree to these terms.',
  },
  {
    heading: 'Education, not advice',
    body: 'Everything on Tradecraft — modules, quizzes, community messages, alerts and signals — is for education only. Nothing here is investment, tax or legal advice. Trading carries the risk of losing money; you alone decide what you trade.',
  },
  {
    heading: 'Your account',
    body: 'Give a real email address and keep your password to yourself. You are responsible for what happens under your account. You must be at least 18 years old.',
  },
  {
    heading: 'Community Access',
    body: `The community costs ${PREMIUM_PRICE} per month and renews monthly until you cancel. Cancelling stops the next renewal; the current month stays active. The training program stays free with lifetime access.`,
  },
  {
    heading: 'Behaviour in the community',
    body: 'Be respectful. No spam, no promotion of paid services, no sharing of other members’ personal data, no impersonation. We may remove messages and suspend accounts that break these rules.',
  },
  {
    heading: 'Our content',
    body: 'Course videos, texts and quizzes belong to Tradecraft. You may use them for your own learning, not republish or resell them.',
  },
  {
    heading: 'Changes and contact',
    body: 'We may update these terms and will say so on this page with a new date. Questions: support@tradecraft.example.',
  },
];

export default function TermsRoute() {
  usePageTitle('Terms of Service — Tradecraft');
  return <LegalPage title="Terms of Service" updated="1 November 2026" sections={SECTIONS} />;
}
