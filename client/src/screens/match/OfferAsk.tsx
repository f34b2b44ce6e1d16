import type { Seat } from '../../../../shared/rules';
import { useT } from '../../i18n';
import { useRoom, type RoomSnapshot } from '../../net';
import { useSecondsLeft } from './useSecondsLeft';
import '../../i18n/aroundMatchStrings';

type OfferAskProps = { snapshot: RoomSnapshot; mySeats: Seat[]; seatNames: string[] };

/**
 * The open concession or draw offer (docs/online.md "Concede and draw offers"): a player it waits for is asked, with
 * Accept / Decline and the seconds left (unanswered, it lapses as declined); the asking team and everyone else see
 * what is waiting. Every fact here (who, which team, the seconds) is the room's state.
 */
export function OfferAsk({ snapshot, mySeats, seatNames }: OfferAskProps) {
  const t = useT();
  const send = useRoom((s) => s.send);
  const { offer } = snapshot;
  const seconds = useSecondsLeft(offer.kind ? offer.deadline : 0);
  if (!offer.kind || !offer.team || snapshot.phase !== 'playing') return null;
  const team = t(`team.${offer.team}`);
  const mine = offer.waiting.find((s) => mySeats.includes(s));
  const left = <span className="offer-seconds">{t('offer.seconds', { s: seconds })}</span>;
  if (mine !== undefined) {
    const question =
      offer.kind === 'concede'
        ? t('offer.askConcede', { who: seatNames[offer.from] ?? '' })
        : t('offer.askDraw', { team });
    return (
      <div
        className="offer-ask"
        role="alertdialog"
        aria-label={question}
        data-testid="offer-ask"
        data-kind={offer.kind}
      >
        <span>{question}</span>
        {left}
        <button
          type="button"
          className="primary"
          data-testid="offer-accept"
          onClick={() => send('offer:answer', { seat: mine, accept: true })}
        >
          {t(offer.kind === 'concede' ? 'offer.agree' : 'offer.accept')}
        </button>
        <button
          type="button"
          data-testid="offer-decline"
          onClick={() => send('offer:answer', { seat: mine, accept: false })}
        >
          {t('offer.decline')}
        </button>
      </div>
    );
  }
  const asking = mySeats.includes(offer.from);
  const other = t(`team.${offer.team === 'red' ? 'blue' : 'red'}`);
  const text = asking
    ? offer.kind === 'concede'
      ? t('offer.waitingConcede')
      : t('offer.waitingDraw', { team: other })
    : t('offer.watching', { team, what: t(offer.kind === 'concede' ? 'offer.whatConcede' : 'offer.whatDraw') });
  return (
    <div className="offer-ask waiting" role="status" data-testid="offer-waiting">
      <span>{text}</span>
      {left}
    </div>
  );
}
