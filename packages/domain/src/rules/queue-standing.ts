/**
 * Where a person stands in an event's waiting room (decision 0049), worked out by the browser from the room's one
 * shared answer (who is being admitted now, and how fast) and the person's own number, so that 50,000 people watching
 * cost the server one cacheable answer a second rather than a query each.
 */
export interface QueueStanding {
  /** The person's turn has come: the room admits numbers up to and including theirs. */
  admitted: boolean;
  /** People in front who have not been let through yet. */
  peopleAhead: number;
  /** Seconds until the person's turn at the measured rate; null before anyone has been admitted at a rate. */
  estimatedWaitSeconds: number | null;
}

/**
 * @param position the person's number in the line (1 is first)
 * @param admittingThrough the room admits every number up to this one (0 before the first admission)
 * @param admittedPerMinute how many numbers the room has been admitting a minute, measured over the last minutes
 */
export function queueStanding(
  position: number,
  admittingThrough: number,
  admittedPerMinute: number,
): QueueStanding {
  if (position <= admittingThrough) return { admitted: true, peopleAhead: 0, estimatedWaitSeconds: 0 };
  const peopleAhead = position - admittingThrough - 1;
  const estimatedWaitSeconds =
    admittedPerMinute > 0 ? Math.ceil(((position - admittingThrough) / admittedPerMinute) * 60) : null;
  return { admitted: false, peopleAhead, estimatedWaitSeconds };
}
