import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'next (accounts): one signed-in browser or device of the member.' })
export class ActiveSession {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  lastSeenAt: Date;

  @Field(() => String, { nullable: true, description: "The browser's own description of itself, as sent." })
  userAgent?: string | null;

  @Field(() => Boolean, { description: 'True for the session making this request.' })
  current: boolean;
}
