import type { Bot, PlayerId } from '@muster/core';

/**
 * One bot that seats two bots at the table: side `A` (or the first side to decide) plays `first`,
 * side `B` (or any other side) plays `second`. Rulesets name their sides as they like, so the seat is
 * fixed by the side's id when it is A/B and otherwise by the order in which sides first decide.
 */
export function seatBots(first: Bot, second: Bot): Bot {
  const seats = new Map<PlayerId, Bot>();
  return {
    id: `${first.id}+${second.id}`,
    description: `${first.id} against ${second.id}`,
    decide(view) {
      let bot = seats.get(view.player);
      if (!bot) {
        bot = view.player === 'A' ? first : view.player === 'B' ? second : seats.size === 0 ? first : second;
        seats.set(view.player, bot);
      }
      return bot.decide(view);
    },
  };
}
