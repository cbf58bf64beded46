import { Injectable } from '@nestjs/common';
import { DEFAULT_CURRENCY } from '../../shared/money.js';
import { converse, eventCreated, startConversation, type AssistantState, type EventPlan } from '../domain/event-assistant.js';
import { EventAssistant, type AssistantMemory, type AssistantReply, type AssistantTurn, type DraftEventRequest } from '../application/ports/event-assistant.port.js';

const remember = (state: AssistantState) => state as unknown as AssistantMemory;
const recall = (memory: AssistantMemory) => memory as unknown as AssistantState;

/** An online event is shown as taking place "Online"; a venue with its name and address. */
function draftEventOf(plan: EventPlan): DraftEventRequest {
  const place = plan.place;
  return {
    details: {
      name: plan.name,
      timezone: plan.timezone,
      locationSetting: place.kind === 'tba' ? 'tba' : 'other',
      locationName: place.kind === 'online' ? 'Online' : place.kind === 'venue' ? place.name : null,
      locationAddress: place.kind === 'venue' ? place.address : null,
    },
    dates: [{ startsAt: plan.startsAt, endsAt: plan.endsAt }],
    ticketTypes: [plan.ticket],
  };
}

/**
 * The assistant without a language model: the deterministic dialogue rules of the domain. It runs
 * in-process and needs no network, so conversations work on any installation.
 */
@Injectable()
export class LocalEventAssistant extends EventAssistant {
  async open({ ownerName, timezone }: { ownerName: string; timezone: string }): Promise<AssistantReply> {
    const { state, reply } = startConversation(ownerName, timezone, DEFAULT_CURRENCY);
    return { memory: remember(state), reply };
  }

  async answer({ memory, message, now }: { memory: AssistantMemory; message: string; now: Date }): Promise<AssistantTurn> {
    const turn = converse(recall(memory), message, now);
    return 'create' in turn ? { memory: remember(turn.state), createEvent: draftEventOf(turn.create) } : { memory: remember(turn.state), reply: turn.reply };
  }

  async eventCreated({ memory, eventId }: { memory: AssistantMemory; eventId: string }): Promise<AssistantReply> {
    const { state, reply } = eventCreated(recall(memory), eventId);
    return { memory: remember(state), reply };
  }
}
