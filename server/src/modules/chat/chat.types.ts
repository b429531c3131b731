import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CrisisResource } from '../assessment/assessment.types.js';

export enum ChatRole {
  USER = 'USER',
  AI = 'AI',
}
registerEnumType(ChatRole, { name: 'ChatRole' });

export enum CrisisKindEnum {
  SELF_HARM = 'SELF_HARM',
  HARM_TO_OTHERS = 'HARM_TO_OTHERS',
  IN_DANGER = 'IN_DANGER',
  SOMEONE_ELSE = 'SOMEONE_ELSE',
}
registerEnumType(CrisisKindEnum, {
  name: 'CrisisKind',
  description: 'wave 3 (safety net): what a crisis reply is about; null when the message called for none.',
  valuesConfig: {
    SELF_HARM: {
      description: 'The member may harm themselves (intent, plan, means, self-harm, a goodbye, a wish to be dead).',
    },
    HARM_TO_OTHERS: { description: 'The member may harm someone else.' },
    IN_DANGER: { description: 'The member is in danger from someone else.' },
    SOMEONE_ELSE: {
      description: 'Someone else is in danger right now (a friend took pills, a brother will not wake up).',
    },
  },
});

@ObjectType({ simpleResolvers: true })
export class ChatMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  text: string;

  @Field(() => ChatRole)
  type: ChatRole;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Boolean, {
    description: 'wave 3 (safety net): true when this reply carries crisis help (the crisis card is shown).',
  })
  needsCrisisSupport: boolean;

  @Field(() => [CrisisResource], {
    description: "wave 3 (safety net): the crisis resources for the member's country, when needsCrisisSupport.",
  })
  crisisResources: CrisisResource[];

  @Field(() => CrisisKindEnum, {
    nullable: true,
    description: 'wave 3 (safety net): what the crisis reply answers; null when none.',
  })
  crisisKind: CrisisKindEnum | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'One step of a streamed AI reply, published to the member who asked.',
})
export class ChatReplyChunk {
  @Field(() => ID, { description: 'Id of the AI message being written; the same on every chunk of one reply.' })
  messageId: string;

  @Field(() => String, { description: 'The text added by this chunk (empty on the final chunk).' })
  delta: string;

  @Field(() => Boolean)
  done: boolean;

  @Field(() => ChatMessage, { nullable: true, description: 'The stored message, present on the final chunk only.' })
  message?: ChatMessage | null;
}
