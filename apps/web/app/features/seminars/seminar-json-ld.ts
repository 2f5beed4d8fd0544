import type { Seminar } from '@shop/contracts/seminars';

/**
 * schema.org Event of a seminar: an offline one at its town and place, an online one at the page's
 * address; the offer is free or the ticket's price; seats left tell whether it is sold out.
 */
export function seminarEvent(seminar: Seminar, pageUrl: string, shopName: string): Record<string, unknown> {
  const online = seminar.format === 'online';
  return {
    '@type': 'Event',
    name: seminar.title,
    description: seminar.description,
    startDate: seminar.startsAt,
    endDate: seminar.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: pageUrl }
      : {
          '@type': 'Place',
          name: seminar.place ?? seminar.city?.title,
          address: { '@type': 'PostalAddress', addressLocality: seminar.city?.title, streetAddress: seminar.place ?? undefined, addressCountry: 'UA' },
        },
    performer: { '@type': 'Person', name: seminar.speaker.name },
    organizer: { '@type': 'Organization', name: shopName, url: pageUrl },
    offers: {
      '@type': 'Offer',
      price: seminar.price,
      priceCurrency: 'UAH',
      url: pageUrl,
      availability: seminar.seatsLeft > 0 && !seminar.past ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}
