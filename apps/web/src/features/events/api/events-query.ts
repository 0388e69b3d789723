/** The query parameters GET /events accepts (EventListQuerySchema in the domain package), as the web passes them. */
export interface EventsQuery {
  search?: string;
  category?: string;
  city?: string;
  /** India day, YYYY-MM-DD. */
  date?: string;
  maxPrice?: number;
  organizer?: string;
  /** Only non-cancelled events that have not started. */
  upcoming?: boolean;
  limit?: number;
}

/** The filters of the paged list (GET /events?page=N takes the same ones as the full list). */
export type EventPageQuery = Omit<EventsQuery, 'limit'>;
