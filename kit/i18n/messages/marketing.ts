/**
 * Texts of the campaign top banner, the marketing popup, the newsletter, the question forms and
 * the contact page. Editorial copy (titles, intros, store names) comes from the CMS;
 * these are the shop's own words and the fallbacks.
 */
export const marketingMessages = {
  nl: {
    topBanner: 'Actie',
    dismissTopBanner: 'Melding sluiten',
    /** The campaign popup has no title of its own. */
    campaignTitle: 'Onze actie',
    popupLabel: 'Aanbieding',

    subscribeTitle: 'Blijf op de hoogte',
    subscribeIntro: 'Nieuwe collecties, verhalen uit het atelier en acties: één keer per maand in je inbox.',
    subscribeEmail: 'Je e-mailadres',
    subscribePlaceholder: 'jij@voorbeeld.nl',
    subscribeSubmit: 'Aanmelden',
    subscribeSuccessTitle: 'Bedankt voor je aanmelding',
    /** Spec section 8: "subscribed" (wording not shown). The API answers the same for every address. */
    subscribeSuccess: 'Bijna klaar: we hebben je een e-mail gestuurd. Klik op de link in die mail om je aanmelding te bevestigen.',
    subscribeFailed: 'Aanmelden is niet gelukt. Probeer het later opnieuw.',
    subscribePrivacy: 'Je kunt je altijd weer afmelden via de link in elke nieuwsbrief.',

    questionTitle: 'Stel een vraag',
    questionIntro: 'Onze adviseurs beantwoorden je vraag binnen één werkdag per e-mail.',
    productQuestionTitle: 'Vraag over dit sieraad',
    productQuestionIntro: 'Twijfel je over maat, steen of levertijd? Stel je vraag, we mailen je binnen één werkdag.',
    questionName: 'Je naam',
    questionEmail: 'Je e-mailadres',
    question: 'Je vraag',
    questionSubmit: 'Vraag versturen',
    questionSent: 'Dank je! We hebben je vraag ontvangen en mailen je zo snel mogelijk.',
    questionFailed: 'Je vraag is niet verstuurd. Probeer het later opnieuw.',
    requiredNote: '* Verplicht veld',

    campaignFormTitle: 'Vragen over de actie?',
    campaignFormIntro: 'Stel je vraag over de actie, dan mailen we je binnen één werkdag.',
    /** The subject put in front of a question about the campaign. */
    campaignSubject: 'Vraag over de actie',

    contactTitle: 'Contact',
    stores: 'Onze winkels',
    workingHours: 'Openingstijden',
    phone: 'Telefoon',
    email: 'E-mail',
    map: 'Kaart van {{name}}',
    openMap: 'Bekijk op OpenStreetMap',
    mapAttribution: 'Kaart: © OpenStreetMap-bijdragers',

    tooManyAttempts: 'Te veel pogingen. Probeer het over een kwartier opnieuw.',
    network: 'Geen verbinding. Controleer je internet en probeer het opnieuw.',

    newsletterConfirmTitle: 'Nieuwsbrief bevestigen',
    newsletterConfirming: 'Je aanmelding wordt bevestigd…',
    newsletterConfirmed: 'Je aanmelding voor de nieuwsbrief is bevestigd. Welkom!',
    newsletterConfirmInvalid: 'Deze link is verlopen of al gebruikt. Meld je opnieuw aan om een nieuwe link te krijgen.',
  },
  en: {
    topBanner: 'Offer',
    dismissTopBanner: 'Close notice',
    campaignTitle: 'Our offer',
    popupLabel: 'Offer',

    subscribeTitle: 'Stay in touch',
    subscribeIntro: 'New collections, stories from the workshop and offers: once a month in your inbox.',
    subscribeEmail: 'Your email address',
    subscribePlaceholder: 'you@example.com',
    subscribeSubmit: 'Sign up',
    subscribeSuccessTitle: 'Thank you for signing up',
    subscribeSuccess: 'Almost done: we have sent you an email. Click the link in it to confirm your subscription.',
    subscribeFailed: 'Signing up did not work. Please try again later.',
    subscribePrivacy: 'You can unsubscribe at any time with the link in every newsletter.',

    questionTitle: 'Ask a question',
    questionIntro: 'Our advisers answer your question by email within one working day.',
    productQuestionTitle: 'A question about this piece',
    productQuestionIntro: 'Not sure about the size, the stone or the delivery time? Ask us and we will email you within one working day.',
    questionName: 'Your name',
    questionEmail: 'Your email address',
    question: 'Your question',
    questionSubmit: 'Send question',
    questionSent: 'Thank you! We have received your question and will email you as soon as we can.',
    questionFailed: 'Your question was not sent. Please try again later.',
    requiredNote: '* Required field',

    campaignFormTitle: 'Questions about the offer?',
    campaignFormIntro: 'Ask us about the offer and we will email you within one working day.',
    campaignSubject: 'Question about the offer',

    contactTitle: 'Contact',
    stores: 'Our stores',
    workingHours: 'Opening hours',
    phone: 'Phone',
    email: 'Email',
    map: 'Map of {{name}}',
    openMap: 'View on OpenStreetMap',
    mapAttribution: 'Map: © OpenStreetMap contributors',

    tooManyAttempts: 'Too many attempts. Please try again in a quarter of an hour.',
    network: 'No connection. Check your internet and try again.',

    newsletterConfirmTitle: 'Confirm newsletter',
    newsletterConfirming: 'Confirming your subscription…',
    newsletterConfirmed: 'Your newsletter subscription is confirmed. Welcome!',
    newsletterConfirmInvalid: 'This link has expired or has been used already. Sign up again to get a new link.',
  },
} satisfies Record<'nl' | 'en', Record<string, string>>;
