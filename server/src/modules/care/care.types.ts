// The contract's SessionNote, and MemberTestScore: one point of the compact trend of a member's
// spec-test scores that the expert of a booking sees when the member shares their results (#34).
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ConditionEnum, type Condition } from '../../graphql/condition.enum.js';

@ObjectType({
  simpleResolvers: true,
  description: "wave 3 (validated measures): the expert's private note on one appointment.",
})
export class SessionNote {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  text: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "wave 3 (validated measures): one of a member's scores on the spec's five tests, as the expert of a booking that shares results sees it (no answers, no evaluation text).",
})
export class MemberTestScore {
  @Field(() => ConditionEnum)
  condition: Condition;

  @Field(() => Int)
  score: number;

  @Field(() => Int)
  maxScore: number;

  @Field(() => Date)
  createdAt: Date;
}
