import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum ChatRole {
  USER = 'USER',
  AI = 'AI',
}
registerEnumType(ChatRole, { name: 'ChatRole' });

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
