import { LegalPage, type LegalSection } from '../../components/legal-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we store',
    body: 'Your email address, the display name you choose, a hash of your password (never the password itself), your plan, your quiz attempts and scores, badges, certificates and the messages you post in the community.',
  },
  {
    heading: 'Why',
    body: 'To sign you in, track your progress through the course, issue your certificate, and run the community. We do not sell your data and we do not show third-party ads.',
  },
  {
    heading: 'Who can see it',
    body: 'Other members see your display name and the messages you post. Anyone with your certificate code can check the certificate’s holder name and date. Your email, scores and progress are visible only to you and to our administrators.',
  },
  {
    heading: 'Emails',
    body: 'We send the account emails you ask for (such as password reset links), a welcome email when you join, reminders for sessions you answered, and a weekly digest that one click in any digest (or your profile) turns off.',
  },
  { heading: 'Cookies and storage', body: 'We keep your sign-in session in your browser’s local storage. We use no tracking cookies.' },
  {
    heading: 'Your rights',
    body: 'You can correct your display name at any time and ask us to export or delete your account and its data by writing to privacy@tradecraft.example.',
  },
];

export default function PrivacyRoute() {
  usePageTitle('Privacy Policy — Tradecraft');
  return <LegalPage title="Privacy Policy" updated="1 November 2026" sections={SECTIONS} />;
}
